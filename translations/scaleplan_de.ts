<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AccuracyTexts</name>
    <message>
        <location filename="../widgets/accuracy/AccuracyTexts.cpp" line="+28"/>
        <source>%1 s a step</source>
        <translation>%1 s pro Schritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tokens/s per GPU</source>
        <translation>%1 Tokens/s pro GPU</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Checked against %1 published training runs bundled with the program. Each was also estimated with the model&apos;s chosen constants refit on the other sources&apos; runs alone (held out): those estimates are %2 off on average and %3 at most, the error to expect for a run like them. With the constants as shipped, chosen with these runs in view, they are %4 and %5 off (Help &gt; Model and Sources, section 11.1).</source>
        <translation>Geprüft an %1 veröffentlichten Trainingsläufen, die dem Programm beiliegen. Jeder wurde auch mit den gewählten Konstanten des Modells geschätzt, neu angepasst allein an den Läufen der anderen Quellen (zurückgehalten): Diese Schätzungen weichen im Mittel um %2 und höchstens um %3 ab, der Fehler, der für einen Lauf wie sie zu erwarten ist. Mit den ausgelieferten Konstanten, gewählt mit diesen Läufen vor Augen, sind es %4 und %5 (Hilfe &gt; Modell und Quellen, Abschnitt 11.1).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Checked against %1 published training runs bundled with the program: the estimated step times (throughputs, where a run reports those) are %2 off on average and %3 at most (Help &gt; Model and Sources, section 11).</source>
        <translation>Geprüft an %1 veröffentlichten Trainingsläufen, die dem Programm beiliegen: Die geschätzten Schrittzeiten (Durchsätze, wo ein Lauf diese angibt) weichen im Mittel um %2 und höchstens um %3 ab (Hilfe &gt; Modell und Quellen, Abschnitt 11).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Megatron-style across nodes</source>
        <translation>Megatron-artig über Knoten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ZeRO-3 or FSDP across nodes</source>
        <translation>ZeRO-3 oder FSDP über Knoten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mixture of experts</source>
        <translation>Mixture of Experts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one node</source>
        <translation>ein Knoten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>networks other than transformers</source>
        <translation>Netze außer Transformern</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: no bundled run</source>
        <translation>%1: kein beiliegender Lauf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 on average, four in five within %3 (%4 runs)</source>
        <translation>%1: im Mittel %2, vier von fünf innerhalb von %3 (%4 Läufe)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Held out, by kind of run: %1.</source>
        <translation>Zurückgehalten, nach Art des Laufs: %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The band each estimate carries, made for each of these runs from the other sources&apos; runs alone, covered the error of %1 of the %2 (%3); the median band was %4.</source>
        <translation>Das Band, das jede Schätzung trägt, für jeden dieser Läufe allein aus den Läufen der anderen Quellen gebildet, deckte den Fehler von %1 der %2 ab (%3); das mittlere Band (Median) betrug %4.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Four in five of the %1 published runs like this one (%2, the same GPU generation, scale and model size) were estimated within %3, each with the model&apos;s chosen constants refit without its source.</source>
        <translation>Vier von fünf der %1 veröffentlichten Läufe wie dieser (%2, dieselbe GPU-Generation, Größenordnung und Modellgröße) wurden auf %3 genau geschätzt, jeder mit den gewählten Konstanten des Modells, neu angepasst ohne seine Quelle.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Four in five of the %1 published runs of this kind (%2) and size on this GPU generation, at other scales, were estimated within %3, each with the model&apos;s chosen constants refit without its source.</source>
        <translation>Vier von fünf der %1 veröffentlichten Läufe dieser Art (%2) und Modellgröße auf dieser GPU-Generation, in anderen Größenordnungen, wurden auf %3 genau geschätzt, jeder mit den gewählten Konstanten des Modells, neu angepasst ohne seine Quelle.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No published run of this kind (%1) and size on this GPU generation was checked, and held-out runs laid out like this one took up to %2 longer than estimated. Read the figures as the fast end.</source>
        <translation>Kein veröffentlichter Lauf dieser Art (%1) und Modellgröße auf dieser GPU-Generation wurde geprüft, und zurückgehaltene Läufe mit einer Aufteilung wie dieser dauerten bis zu %2 länger als geschätzt. Die Zahlen sind als das schnelle Ende zu lesen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No published run of this kind (%1) and size on this GPU generation was checked: expect errors of %2 or more, the largest held-out error.</source>
        <translation>Kein veröffentlichter Lauf dieser Art (%1) und Modellgröße auf dieser GPU-Generation wurde geprüft: Rechnen Sie mit Fehlern von %2 oder mehr, dem größten zurückgehaltenen Fehler.</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Published runs laid out like this one (%1 of them, held out) took longer than estimated; four in five were within %2 of the estimate. Read the figures as the fast end.</source>
        <translation>Veröffentlichte Läufe mit einer Aufteilung wie dieser (%1, zurückgehalten) dauerten länger als geschätzt; vier von fünf lagen innerhalb von %2 der Schätzung. Die Zahlen sind als das schnelle Ende zu lesen.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>None of the bundled runs used a GPU of this scenario&apos;s generation (%1), so they speak for the model&apos;s physics, not for its rates on this GPU; Help &gt; Model and Sources, section 11, lists the H100 and B200 runs it was also checked against.</source>
        <translation>Keiner der beiliegenden Läufe nutzte eine GPU der Generation dieses Szenarios (%1); sie belegen die Physik des Modells, nicht seine Raten auf dieser GPU. Hilfe &gt; Modell und Quellen, Abschnitt 11, nennt die H100- und B200-Läufe, an denen es zusätzlich geprüft wurde.</translation>
    </message>
</context>
<context>
    <name>CatalogText</name>
    <message>
        <location filename="../widgets/common/Texts.cpp" line="+1300"/>
        <source>AWS price list</source>
        <translation>AWS-Preisliste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vantage</source>
        <translation>Vantage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vantage (AWS list and spot prices)</source>
        <translation>Vantage (AWS-Listen- und Spot-Preise)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Azure retail prices</source>
        <translation>Azure-Endkundenpreise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CoreWeave pricing page</source>
        <translation>CoreWeave-Preisseite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Google Cloud billing catalog</source>
        <translation>Google-Cloud-Abrechnungskatalog</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nebius prices page</source>
        <translation>Nebius-Preisseite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SkyPilot catalog, undated (May 2025 at the latest)</source>
        <translation>SkyPilot-Katalog, undatiert (spätestens Mai 2025)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each instance price carries its date and source (Tools &gt; Instance Prices). On-demand prices are providers&apos; list prices; spot prices are one snapshot and move daily. Update prices from your own quotes or a SkyPilot catalog file (catalog import).</source>
        <translation>Jeder Instanzpreis trägt sein Datum und seine Quelle (Extras &gt; Instanzpreise). On-Demand-Preise sind die Listenpreise der Anbieter; Spot-Preise sind eine Momentaufnahme und ändern sich täglich. Aktualisieren Sie die Preise mit Ihren eigenen Angeboten oder einer SkyPilot-Katalogdatei (catalog import).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1; spot: %2</source>
        <translation>%1; Spot: %2</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <location filename="../widgets/charts/ChartExport.cpp" line="+25"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Made with Scaleplan</source>
        <translation>Erstellt mit Scaleplan</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot encode the chart as PNG</source>
        <translation>Das Diagramm kann nicht als PNG kodiert werden</translation>
    </message>
</context>
<context>
    <name>ChartUpdater</name>
    <message>
        <location filename="../widgets/compare/ComparisonModel.cpp" line="+357"/>
        <location filename="../widgets/document/ChartUpdater.cpp" line="+29"/>
        <source>%1 (compared)</source>
        <translation>%1 (Vergleich)</translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <location filename="../widgets/common/Texts.cpp" line="-1098"/>
        <source>the cluster&apos;s GPUs</source>
        <translation>GPUs im Cluster</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>model states</source>
        <translation>Modellzustände</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>1 (generic models train data-parallel only)</source>
        <translation>1 (generische Modelle trainieren nur datenparallel)</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>the file must hold one JSON object ({ … })</source>
        <translation>die Datei muss genau ein JSON-Objekt enthalten ({ … })</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown key &quot;%1&quot;; write &quot;%2&quot; if that is what was meant</source>
        <translation>unbekannter Schlüssel „%1“; schreiben Sie „%2“, wenn dieser gemeint ist</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>must be %1, not %2</source>
        <translation>muss %1 sein, nicht %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>must be a finite number</source>
        <translation>muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 must be a whole number</source>
        <translation>%1 muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is out of range; use a value from %2 to %3</source>
        <translation>%1 liegt außerhalb des gültigen Bereichs; verwenden Sie einen Wert von %2 bis %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 must be greater than zero</source>
        <translation>%1 muss größer als null sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; is not one of %2</source>
        <translation>„%1“ ist keiner der Werte %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>is required</source>
        <translation>ist erforderlich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>is &quot;%1&quot;; this file must have &quot;format&quot;: &quot;%2&quot;</source>
        <translation>ist „%1“; diese Datei muss &quot;format&quot;: &quot;%2&quot; enthalten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>version %1 is not supported; this program reads version %2</source>
        <translation>Version %1 wird nicht unterstützt; dieses Programm liest Version %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown preset &quot;%1&quot;; choose one of the presets in the Model list</source>
        <translation>unbekannte Vorlage „%1“; wählen Sie eine der Vorlagen in der Liste „Modell“</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unknown GPU &quot;%1&quot;; choose one of the GPUs in the Cluster list</source>
        <translation>unbekannte GPU „%1“; wählen Sie eine der GPUs in der Liste „Cluster“</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown instance &quot;%1&quot; (nearest in the catalog: %2); choose one of the instances in the Cluster list</source>
        <translation>unbekannte Instanz „%1“ (nächstliegende im Katalog: %2); wählen Sie eine der Instanzen in der Liste „Cluster“</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown instance &quot;%1&quot;; choose one of the instances in the Cluster list</source>
        <translation>unbekannte Instanz „%1“; wählen Sie eine der Instanzen in der Liste „Cluster“</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the catalog has no prices of %2 in region %1; choose one of %3, or enter the price you pay per node-hour</source>
        <translation>der Katalog hat keine Preise von %2 in der Region %1; wählen Sie eine von %3 oder geben Sie den Preis ein, den Sie pro Knotenstunde zahlen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no price for %2 in the catalog; choose %3, or enter the price you pay per node-hour</source>
        <translation>%1 hat im Katalog keinen Preis für %2; wählen Sie %3 oder geben Sie den Preis ein, den Sie pro Knotenstunde zahlen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>architecture &quot;%1&quot; is not supported; supported: %2</source>
        <translation>Architektur „%1“ wird nicht unterstützt; unterstützt werden: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>mixes full and sliding-window layers in a pattern Scaleplan does not model; it models every layer windowed, or one full-attention layer after every N - 1 windowed ones (Gemma 2: N = 2, Gemma 3: N = 6)</source>
        <translation>mischt volle und Sliding-Window-Schichten in einem Muster, das Scaleplan nicht modelliert; modelliert werden alle Schichten mit Fenster oder eine Schicht mit voller Attention nach je N - 1 Schichten mit Fenster (Gemma 2: N = 2, Gemma 3: N = 6)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>only the language model was imported; the vision encoder is not part of the estimate</source>
        <translation>nur das Sprachmodell wurde importiert; der Vision-Encoder ist nicht Teil der Schätzung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rotary embeddings turn %1 % of each head; the estimate prices the rotary pass over all of it</source>
        <translation>Rotary-Embeddings drehen %1 % jedes Heads; die Schätzung berechnet den Rotary-Durchlauf über den ganzen Head</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>is the longest context the model takes (%1 tokens), usually reached by long-context training after pre-training at a few thousand (DeepSeek-V3: 4,096; Llama 3.1: 8,192); set the sequence length your run trains at</source>
        <translation>ist der längste Kontext, den das Modell verarbeitet (%1 Tokens), meist erst durch Langkontext-Training nach einem Vortraining mit einigen Tausend erreicht (DeepSeek-V3: 4.096; Llama 3.1: 8.192); stellen Sie die Sequenzlänge ein, mit der Ihr Lauf trainiert</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the %1 multi-token prediction module(s) trained beside the model (a transformer block each) are left out of the estimate</source>
        <translation>die %1 neben dem Modell trainierten Module zur Mehr-Token-Vorhersage (je ein Transformer-Block) sind nicht Teil der Schätzung</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 does not divide %2 (%3); use one of %4</source>
        <translation>%1 ist kein Teiler von „%2“ (%3); verwenden Sie einen dieser Werte: %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 does not divide %2 (%3)</source>
        <translation>%1 ist kein Teiler von „%2“ (%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 needs more GPUs than the cluster has (%2); lower it or add nodes</source>
        <translation>%1 braucht mehr GPUs, als der Cluster hat (%2); verringern Sie den Wert oder fügen Sie Knoten hinzu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>dp = %1 does not match GPUs / (tp × pp × cp) = %3 / (%4 × %5 × %6) = %2; changing tp, pp, cp or the nodes here derives dp again</source>
        <translation>dp = %1 passt nicht zu GPUs / (tp × pp × cp) = %3 / (%4 × %5 × %6) = %2; wenn Sie hier tp, pp, cp oder die Knoten ändern, wird dp neu abgeleitet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>context parallelism passes keys and values between the blocks of a fused attention kernel; turn on fused attention or set context parallelism to 1</source>
        <translation>Kontextparallelität reicht Keys und Values zwischen den Blöcken eines fusionierten Attention-Kernels weiter; schalten Sie fusionierte Attention ein oder setzen Sie die Kontextparallelität auf 1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expert parallelism spreads the experts of a mixture-of-experts model and this model has one MLP a layer; give the model more than one expert or set expert parallelism to 1</source>
        <translation>Expertenparallelität verteilt die Experten eines Mixture-of-Experts-Modells, und dieses Modell hat ein MLP je Schicht; geben Sie dem Modell mehr als einen Experten oder setzen Sie die Expertenparallelität auf 1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Megatron-Core runs expert parallelism with tensor parallelism only under sequence parallelism; turn on sequence parallelism, or set tp or expert parallelism to 1</source>
        <translation>Megatron-Core führt Expertenparallelität zusammen mit Tensorparallelität nur mit Sequenzparallelität aus; schalten Sie die Sequenzparallelität ein oder setzen Sie tp oder die Expertenparallelität auf 1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not a multiple of dp × micro-batch = %2 × %3; change the global batch, the micro-batch or the number of GPUs</source>
        <translation>%1 ist kein Vielfaches von dp × Mikro-Batch = %2 × %3; ändern Sie den globalen Batch, den Mikro-Batch oder die Anzahl der GPUs</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>pp × virtual stages = %1 exceeds the model&apos;s %2 layers</source>
        <translation>pp × virtuelle Stufen = %1 übersteigt die %2 Schichten des Modells</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>counts the layers full recomputation rebuilds, but the recomputation is &quot;%1&quot;; choose full recomputation or leave the layer count empty</source>
        <translation>zählt die Schichten, die volle Neuberechnung neu aufbaut, aber die Neuberechnung ist „%1“; wählen Sie volle Neuberechnung oder lassen Sie die Schichtzahl leer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>name what selective recomputation rebuilds, but the recomputation is &quot;%1&quot;; choose selective recomputation or clear the recomputed parts</source>
        <translation>nennt, was die selektive Neuberechnung neu aufbaut, aber die Neuberechnung ist „%1“; wählen Sie die selektive Neuberechnung oder leeren Sie die neu berechneten Teile</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>recomputes every other matrix product of a dense layer with ordinary attention (torchtitan&apos;s op-level policy), which &quot;%1&quot; rules out; change it or recompute by part</source>
        <translation>berechnet jedes zweite Matrixprodukt einer dichten Schicht mit gewöhnlicher Attention neu (torchtitans Richtlinie auf Operatorebene), was „%1“ ausschließt; ändern Sie es oder berechnen Sie nach Teilen neu</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 layers are more than a pipeline chunk holds (%2: the layers over pipeline stages × virtual stages); use 1 to %2, or leave it empty to recompute every layer</source>
        <translation>%1 Schichten sind mehr, als ein Pipeline-Abschnitt enthält (%2: die Schichten geteilt durch Pipeline-Stufen × virtuelle Stufen); verwenden Sie 1 bis %2 oder lassen Sie das Feld leer, um jede Schicht neu zu berechnen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>counts tokens, but a generic model trains on samples; give the samples (or the steps) instead</source>
        <translation>zählt Token, aber ein generisches Modell trainiert auf Samples; geben Sie stattdessen die Samples (oder die Schritte) an</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>choose either a catalog instance or a described cluster (GPU, GPUs per node and network), not both</source>
        <translation>wählen Sie entweder eine Katalog-Instanz oder einen eigenen Cluster (GPU, GPUs pro Knoten und Netzwerk), nicht beides</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>needs %1 GB per GPU but CUDA can allocate %2 GB on the GPU; %3 dominate: change this field to fit</source>
        <translation>benötigt %1 GB pro GPU, CUDA kann auf der GPU aber nur %2 GB belegen; %3 überwiegen: ändern Sie dieses Feld, bis es passt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>needs %1 of the %2 GB CUDA can allocate (%3) while ZeRO-3 (FSDP) gathers and frees parameters every layer: this full, PyTorch&apos;s caching allocator flushes its cache and retries allocations, which stalls the GPU, and published FSDP runs ran 5-16% slower than estimated; change this field to leave memory free</source>
        <translation>braucht %1 der %2 GB, die CUDA belegen kann (%3), während ZeRO-3 (FSDP) die Parameter jeder Schicht sammelt und wieder freigibt: so voll leert PyTorchs Caching-Allocator seinen Cache und wiederholt Allokationen, was die GPU anhält, und veröffentlichte FSDP-Läufe waren 5-16 % langsamer als geschätzt; ändern Sie dieses Feld, um Speicher frei zu lassen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no price is known for this cluster, so the cost counts storage and transfer only, not the nodes; set a price per node-hour</source>
        <translation>für diesen Cluster ist kein Preis bekannt, daher enthalten die Kosten nur Speicher und Übertragung, nicht die Knoten; legen Sie einen Preis pro Knotenstunde fest</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no spot price is known for this instance, so its spot nodes are priced on demand while their reclaims still cost time; enter a spot price or choose an instance with one</source>
        <translation>für diesen Instanztyp ist kein Spot-Preis bekannt, daher werden seine Spot-Knoten zum On-Demand-Preis berechnet, während ihre Rückforderungen trotzdem Zeit kosten; geben Sie einen Spot-Preis ein oder wählen Sie einen Instanztyp mit einem</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a 1-year reservation is billed for its whole term: %1 nodes for a year commit %2; the cost counts this run&apos;s share, %3, which holds only where the rest of the term carries other work</source>
        <translation>eine 1-jährige Reservierung wird für ihre ganze Laufzeit abgerechnet: %1 Knoten für ein Jahr binden %2; die Kosten zählen den Anteil dieses Laufs, %3, und das stimmt nur, wenn der Rest der Laufzeit andere Arbeit trägt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a 3-year reservation is billed for its whole term: %1 nodes for three years commit %2; the cost counts this run&apos;s share, %3, which holds only where the rest of the term carries other work</source>
        <translation>eine 3-jährige Reservierung wird für ihre ganze Laufzeit abgerechnet: %1 Knoten für drei Jahre binden %2; die Kosten zählen den Anteil dieses Laufs, %3, und das stimmt nur, wenn der Rest der Laufzeit andere Arbeit trägt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>held-out measurements of layouts like this one (tensor parallelism 2-4 with data parallelism of 16 or more; vTrain, %1 layouts of GPT 3.6B-39B on A100s) took a median %2% and up to %3% longer than estimated: read the time as optimistic</source>
        <translation>zurückgehaltene Messungen von Layouts wie diesem (Tensor-Parallelität 2-4 mit Datenparallelität von 16 oder mehr; vTrain, %1 Layouts von GPT 3,6B-39B auf A100) brauchten im Median %2 % und bis zu %3 % länger als geschätzt: lesen Sie die Zeit als optimistisch</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>published mixture-of-experts runs (Megatron-Bridge, %1 runs of GPT-OSS 120B, Qwen3 and DeepSeek-V3 on H100 and B200) took %2 to %3 times the estimated time, more the smaller the experts (host-side routing work is not modelled): read the time as optimistic</source>
        <translation>veröffentlichte Mixture-of-Experts-Läufe (Megatron-Bridge, %1 Läufe von GPT-OSS 120B, Qwen3 und DeepSeek-V3 auf H100 und B200) brauchten das %2- bis %3-Fache der geschätzten Zeit, umso mehr, je kleiner die Experten (die Routing-Arbeit auf dem Host ist nicht modelliert): lesen Sie die Zeit als optimistisch</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>sequence parallelism has no effect with tp = 1</source>
        <translation>Sequenz-Parallelität wirkt nicht bei tp = 1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>has no effect: Megatron-Core overlaps pipeline sends only in its interleaved schedule (more than one pipeline stage and virtual stage, Megatron-LM&apos;s pipeline engine)</source>
        <translation>ohne Wirkung: Megatron-Core überlappt Pipeline-Sendungen nur in seinem verschachtelten Ablaufplan (mehr als eine Pipeline-Stufe und virtuelle Stufe, Pipeline-Engine von Megatron-LM)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>has no effect: it pairs one micro-batch&apos;s expert-parallel all-to-alls with another&apos;s compute, so it needs expert parallelism above 1 and at least two micro-batches a step</source>
        <translation>hat keine Wirkung: Es paart die Expert-Parallel-All-to-Alls eines Micro-Batches mit der Rechnung eines anderen und braucht daher Expert-Parallelität über 1 und mindestens zwei Micro-Batches pro Schritt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>has no effect: only a plain data-parallel all-reduce (ZeRO 0) keeps PyTorch DDP&apos;s bucket copies; ZeRO shards the gradients itself</source>
        <translation>hat keine Wirkung: Nur ein einfaches datenparalleles All-Reduce (ZeRO 0) hält die Bucket-Kopien von PyTorch DDP; ZeRO verteilt die Gradienten selbst</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>has no effect: the model has no routed experts whose buffers a capacity pads; set more than one expert or remove the capacity factor</source>
        <translation>wirkungslos: Das Modell hat keine gerouteten Experten, deren Puffer eine Kapazität auffüllen könnte; mehr als einen Experten einstellen oder den Kapazitätsfaktor entfernen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; has no effect: the model has no such part (mla_up_proj needs latent attention, mlp dense layers, moe and moe_act experts, shared_experts shared experts); remove it from the recomputed parts</source>
        <translation>„%1“ hat keine Wirkung: Das Modell hat keinen solchen Teil (mla_up_proj braucht latente Attention, mlp dichte Schichten, moe und moe_act Experten, shared_experts geteilte Experten); entfernen Sie ihn aus den neu berechneten Teilen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>has no effect: it dispatches routed tokens between expert-parallel ranks, so it needs more than one expert and expert parallelism above 1</source>
        <translation>hat keine Wirkung: Er verteilt geroutete Tokens zwischen expertenparallelen Rängen und braucht daher mehr als einen Experten und Expertenparallelität über 1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>has no effect: Transformer Engine overlaps tensor-parallel communication only with sequence parallelism and tp from 2 to the GPUs of one node (%1)</source>
        <translation>hat keine Wirkung: Transformer Engine überlappt Tensor-parallele Kommunikation nur mit Sequenzparallelität und tp von 2 bis zu den GPUs eines Knotens (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>only %1 micro-batches for %2 pipeline stages; raise the global batch or lower pp</source>
        <translation>nur %1 Mikro-Batches für %2 Pipeline-Stufen; erhöhen Sie den globalen Batch oder senken Sie pp</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the pipeline bubble takes %1 of the step; more micro-batches or virtual stages shrink it</source>
        <translation>die Pipeline-Bubble nimmt %1 des Schritts ein; mehr Mikro-Batches oder virtuelle Stufen verkleinern sie</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>communication that compute cannot hide takes %1 of the step</source>
        <translation>Kommunikation, die sich nicht hinter Rechenzeit verbergen lässt, nimmt %1 des Schritts ein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>interruptions (%1 per hour, %2 h lost each) leave almost no progress; use fewer spot nodes, a shorter checkpoint interval or faster restarts</source>
        <translation>Unterbrechungen (%1 pro Stunde, je %2 h verloren) lassen kaum Fortschritt zu; verwenden Sie weniger Spot-Knoten, ein kürzeres Checkpoint-Intervall oder schnellere Neustarts</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 layers do not split evenly over %2 stages; the heaviest stage sets the pace</source>
        <translation>%1 Schichten lassen sich nicht gleichmäßig auf %2 Stufen verteilen; die schwerste Stufe bestimmt das Tempo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expert tensor parallelism splits the routed experts of a mixture-of-experts model and this model has none; set more than one expert or clear the expert tensor parallelism</source>
        <translation>Experten-Tensorparallelität teilt die gerouteten Experten eines Mixture-of-Experts-Modells, und dieses Modell hat keine; mehr als einen Experten einstellen oder die Experten-Tensorparallelität zurücksetzen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>is the form of a GELU activation and this MLP is SwiGLU; choose GELU</source>
        <translation>ist die Form einer GELU-Aktivierung, und dieses MLP ist SwiGLU; wählen Sie GELU</translation>
    </message>
    <message>
        <location line="-277"/>
        <source>makes layers of this mixture-of-experts model dense in a pattern Scaleplan does not model; it models leading dense layers, then experts in one layer of every N (Llama 4 Maverick: N = 2)</source>
        <translation>macht Schichten dieses Mixture-of-Experts-Modells in einem Muster dicht, das Scaleplan nicht modelliert; es modelliert führende dichte Schichten und danach Experten in einer von je N Schichten (Llama 4 Maverick: N = 2)</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>the file is not valid JSON at line %1, column %2 (the text there: %3); look there or just before it for a missing or extra comma, quote or bracket</source>
        <translation>die Datei ist kein gültiges JSON: Zeile %1, Spalte %2 (dort steht: %3); prüfen Sie dort oder kurz davor, ob ein Komma, ein Anführungszeichen oder eine Klammer fehlt oder zu viel ist</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the file is not valid JSON at the end of line %1 (column %2); look there or just before it for a missing or extra comma, quote or bracket</source>
        <translation>die Datei ist kein gültiges JSON: am Ende von Zeile %1 (Spalte %2); prüfen Sie dort oder kurz davor, ob ein Komma, ein Anführungszeichen oder eine Klammer fehlt oder zu viel ist</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the file ends at line %1 before its JSON does; it was cut off, or a closing bracket or quote is missing</source>
        <translation>die Datei endet in Zeile %1, bevor ihr JSON vollständig ist; sie wurde abgeschnitten, oder eine schließende Klammer oder ein Anführungszeichen fehlt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file is empty; it must hold one JSON object ({ … })</source>
        <translation>die Datei ist leer; sie muss genau ein JSON-Objekt enthalten ({ … })</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a NUL byte at offset %1; the file is binary or was cut off, not a JSON text</source>
        <translation>ein NUL-Byte an Position %1; die Datei ist binär oder abgeschnitten, kein JSON-Text</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the input is larger than %1 MB</source>
        <translation>die Eingabe ist größer als %1 MB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>objects and arrays are nested more than %1 levels deep</source>
        <translation>Objekte und Arrays sind tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the key &quot;%1&quot; appears twice in one object; keep one</source>
        <translation>der Schlüssel „%1“ steht zweimal im selben Objekt; behalten Sie einen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unknown key &quot;%1&quot;; this version of Scaleplan does not read it, so check its spelling</source>
        <translation>unbekannter Schlüssel &quot;%1&quot;; diese Version von Scaleplan liest ihn nicht, prüfen Sie also die Schreibweise</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>unknown preset &quot;%1&quot; (nearest: %2); choose one of the presets in the Model list</source>
        <translation>unbekannte Vorlage „%1“ (am ähnlichsten: %2); wählen Sie eine der Vorlagen in der Liste „Modell“</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unknown GPU &quot;%1&quot; (nearest: %2); choose one of the GPUs in the Cluster list</source>
        <translation>unbekannte GPU „%1“ (am ähnlichsten: %2); wählen Sie eine der GPUs in der Liste „Cluster“</translation>
    </message>
    <message>
        <location line="+168"/>
        <source>price from %1, %2</source>
        <translation>Preis laut %1, %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the price dates from %1, %2 months ago, and prices change: update it under Tools &gt; Instance Prices</source>
        <translation>der Preis stammt von %1, vor %2 Monaten, und Preise ändern sich: aktualisieren Sie ihn unter Extras &gt; Instanzpreise</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>the only published ZeRO-3 runs sharded this widely other than PyTorch FSDP&apos;s (DeepSpeed, 2021: %1 runs of GPT 175B and 530B on 48-280 nodes of A100s) took %2 to %3 times the estimated time; estimates for this training stack were checked on up to %4 nodes (PyTorch FSDP: %5, Training software): read the time as optimistic, or shard over fewer nodes (ZeRO shard group)</source>
        <translation>die einzigen veröffentlichten ZeRO-3-Läufe außer denen von PyTorch FSDP, die so breit verteilt waren (DeepSpeed, 2021: %1 Läufe von GPT 175B und 530B auf 48-280 Knoten mit A100), brauchten das %2- bis %3-Fache der geschätzten Zeit; Schätzungen für diesen Trainings-Stack wurden auf bis zu %4 Knoten geprüft (PyTorch FSDP: %5, Trainingssoftware): lesen Sie die Zeit als optimistisch oder verteilen Sie über weniger Knoten (ZeRO-Shard-Gruppe)</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>the GPU waits %1 of the step for the host to issue its kernels: each layer&apos;s work is too small; a larger micro-batch or less tensor parallelism gives the GPU more per kernel, and CUDA graphs remove the wait</source>
        <translation>die GPU wartet %1 des Schritts darauf, dass der Host ihre Kernel startet: die Arbeit jeder Schicht ist zu klein; ein größerer Mikro-Batch oder weniger Tensor-Parallelität gibt der GPU mehr Arbeit je Kernel, und CUDA-Graphen beseitigen das Warten</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>only a mixture of experts has dense layers beside its expert layers; set more than one expert, or no dense layers and experts in every layer</source>
        <translation>nur ein Mixture-of-Experts-Modell hat dichte Schichten neben seinen Expertenschichten; setzen Sie mehr als einen Experten, oder keine dichten Schichten und Experten in jeder Schicht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>makes the windowed layers attend within chunks of the attention window and this model has no window; set the window to the chunk length or attend over the whole sequence</source>
        <translation>lässt die Fensterschichten innerhalb von Abschnitten der Länge des Attention-Fensters aufmerken, und dieses Modell hat kein Fenster; setzen Sie das Fenster auf die Abschnittslänge oder wählen Sie Attention über die ganze Sequenz</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>is the width of a mixture of experts&apos; dense layers and this model has none; set dense layers or experts in fewer layers, or clear this width</source>
        <translation>ist die Breite der dichten Schichten eines Mixture-of-Experts-Modells, und dieses Modell hat keine; setzen Sie dichte Schichten oder Experten in weniger Schichten, oder leeren Sie diese Breite</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>belongs to multi-head latent attention, which the key-value latent width turns on; set that width or clear this one</source>
        <translation>gehört zur Multi-Head-Latent-Attention, die die Breite des Key-Value-Latents einschaltet; setzen Sie diese Breite oder leeren Sie diese hier</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>has no effect: Transformer Engine overlaps the tensor-parallel communication of its own modules, and eager PyTorch modules overlap none; choose fused kernels or turn the overlap off</source>
        <translation>wirkungslos: Transformer Engine überlappt die tensorparallele Kommunikation seiner eigenen Module, eager PyTorch-Module überlappen keine; fusionierte Kernel wählen oder die Überlappung ausschalten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>eager PyTorch modules do not train in fp8: fp8 products run in Transformer Engine&apos;s modules, which fuse the element-wise work as well; choose fused kernels or bf16</source>
        <translation>eager PyTorch-Module trainieren nicht in fp8: fp8-Produkte laufen in den Modulen von Transformer Engine, die auch die elementweise Arbeit fusionieren; fusionierte Kernel oder bf16 wählen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PyTorch&apos;s autocast has no fp8: fp8 products run in Transformer Engine&apos;s fp8_autocast, over 16-bit weights with an fp32 main copy; choose 16-bit weights or bf16</source>
        <translation>PyTorchs Autocast kennt kein fp8: fp8-Produkte laufen in Transformer Engines fp8_autocast, über 16-Bit-Gewichten mit einer fp32-Hauptkopie; wählen Sie 16-Bit-Gewichte oder bf16</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>has no effect in fp32 training: autocast casts fp32 weights to 16 bits for each matrix product; choose bf16 or fp16, or 16-bit weights</source>
        <translation>wirkt beim Training in fp32 nicht: Autocast wandelt fp32-Gewichte für jedes Matrixprodukt in 16 Bit um; wählen Sie bf16 oder fp16 oder 16-Bit-Gewichte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>autocast keeps the 16-bit copy of every layer&apos;s weights for the backward pass, %1 GB a GPU that ZeRO-3 does not shard (FSDP frees its gathered fp32 weights, not their casts); FSDP with a MixedPrecision policy gathers 16-bit weights: choose 16-bit weights, or full recomputation</source>
        <translation>Autocast behält die 16-Bit-Kopie der Gewichte jeder Schicht für den Rückwärtsdurchlauf, %1 GB je GPU, die ZeRO-3 nicht aufteilt (FSDP gibt seine gesammelten fp32-Gewichte frei, nicht deren Umwandlungen); FSDP mit einer MixedPrecision-Policy sammelt 16-Bit-Gewichte: wählen Sie 16-Bit-Gewichte oder volle Neuberechnung</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 key/value heads: latent attention gives each of the %2 heads its own key and value; set as many key/value heads as heads</source>
        <translation>%1 Key/Value-Heads: Latent-Attention gibt jedem der %2 Heads einen eigenen Key und Value; setzen Sie so viele Key/Value-Heads wie Heads</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>experts split over fewer ranks than tp take each rank&apos;s share of the tokens from sequence parallelism; turn sequence parallelism on or split the experts over tp</source>
        <translation>Experten, die auf weniger Ränge als tp verteilt sind, erhalten den Tokenanteil jedes Rangs aus der Sequenzparallelität; Sequenzparallelität einschalten oder die Experten über tp teilen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>has no effect: %1 compresses the all-reduce of gradients, and this layout has none (no data parallelism, or ZeRO over all of dp reduce-scatters them, which only fp16 compresses); use fp16, ZeRO 0 or a ZeRO shard group smaller than dp</source>
        <translation>wirkungslos: %1 komprimiert das All-Reduce der Gradienten, und dieses Layout hat keines (keine Datenparallelität, oder ZeRO über ganz dp verteilt sie per Reduce-Scatter, das nur fp16 komprimiert); fp16, ZeRO 0 oder eine ZeRO-Shard-Gruppe kleiner als dp verwenden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 gradients cannot be summed in flight, so they are all-gathered: the traffic grows with dp (%2)</source>
        <translation>%1-Gradienten lassen sich nicht unterwegs summieren und werden daher per All-Gather gesammelt: Der Datenverkehr wächst mit dp (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no published board power for %1, so energy is reported as zero; add tdp_w in a user catalog</source>
        <translation>für %1 ist keine Board-Leistungsaufnahme veröffentlicht, daher wird die Energie als null ausgewiesen; ergänzen Sie tdp_w in einem eigenen Katalog</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no GPU-to-GPU bandwidth for %1, so GPUs in a node are taken to talk over PCIe Gen4 x16 (31 GB/s); add scaleup_gbs_unidir in a user catalog</source>
        <translation>keine GPU-zu-GPU-Bandbreite für %1, daher wird angenommen, dass die GPUs eines Knotens über PCIe Gen4 x16 (31 GB/s) kommunizieren; scaleup_gbs_unidir in einem Benutzerkatalog ergänzen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no SM count for %1, so matrix products are not rounded to whole waves and the SMs that overlapped communication holds are not charged; add sm_count in a user catalog</source>
        <translation>keine SM-Anzahl für %1, daher werden Matrixprodukte nicht auf ganze Wellen gerundet und die SMs, die überlappende Kommunikation belegt, nicht angerechnet; sm_count in einem Benutzerkatalog ergänzen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 needs compute capability %2 or newer and %3 has %4, so no run on this GPU can use it; choose an attention kernel this GPU supports</source>
        <translation>%1 benötigt Compute Capability %2 oder neuer, %3 hat %4; auf dieser GPU kann ihn also kein Lauf verwenden. Wählen Sie einen Attention-Kernel, den diese GPU unterstützt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no %2 tensor cores, so no run on this GPU can use %2 products; the estimate runs them at its %3 rate; choose %4 as the precision</source>
        <translation>%1 hat keine %2-Tensor-Cores, daher kann kein Lauf auf dieser GPU %2-Produkte nutzen; die Schätzung rechnet sie mit ihrer %3-Rate; wählen Sie %4 als Genauigkeit</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the interleaved schedule needs the micro-batches per step (%1) to be a multiple of the pipeline stages (%2), which Megatron-LM checks before it starts; change the global batch or the micro-batch, or use one virtual stage</source>
        <translation>der verschachtelte Zeitplan braucht eine Zahl von Mikro-Batches pro Schritt (%1), die ein Vielfaches der Pipeline-Stufen (%2) ist; Megatron-LM prüft das vor dem Start. Ändern Sie den globalen Batch oder den Mikro-Batch, oder verwenden Sie eine virtuelle Stufe</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 needs a transformer model (layers, hidden, heads); choose a transformer preset or another launch target</source>
        <translation>%1 benötigt ein Transformer-Modell (Schichten, Hidden-Größe, Heads); wählen Sie eine Transformer-Vorlage oder ein anderes Ziel für die Startdateien</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot run the value %2; use one of %3 or another launch target</source>
        <translation>%1 unterstützt den Wert %2 nicht; verwenden Sie einen der Werte %3 oder ein anderes Ziel für die Startdateien</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 needs the %2 layers to split evenly over pp × virtual stages = %3 pipeline chunks; change the pipeline stages or the virtual stages</source>
        <translation>%1 verlangt, dass sich die %2 Schichten gleichmäßig auf pp × virtuelle Stufen = %3 Pipeline-Abschnitte verteilen; ändern Sie die Pipeline-Stufen oder die virtuellen Stufen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no parallel layout of the cluster&apos;s GPUs divides the global batch (%1); change the node count or the global batch</source>
        <translation>keine parallele Aufteilung der GPUs im Cluster teilt den globalen Batch (%1) auf; ändern Sie die Knotenzahl oder den globalen Batch</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no layout fits in GPU memory: the closest needs %1 GB per GPU against the %2 GB CUDA can allocate; add nodes, choose GPUs with more memory or a smaller model</source>
        <translation>keine Aufteilung passt in den GPU-Speicher: die nächstliegende benötigt %1 GB pro GPU bei %2 GB, die CUDA belegen kann; fügen Sie Knoten hinzu, wählen Sie GPUs mit mehr Speicher oder ein kleineres Modell</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no plan meets the budget of %1 USD: the cheapest feasible plan costs %2 (%3x)</source>
        <translation>kein Plan hält das Budget von %1 USD ein: der günstigste machbare Plan kostet %2 (%3x)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no plan meets the deadline of %1 h: the fastest feasible plan takes %2 h (%3x)</source>
        <translation>kein Plan hält die Frist von %1 h ein: der schnellste machbare Plan dauert %2 h (%3x)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no plan meets both the budget of %1 USD and the deadline of %2 h: the cheapest plan within the deadline costs %3 (%4x the budget), and no plan stays within the budget</source>
        <translation>kein Plan hält sowohl das Budget von %1 USD als auch die Frist von %2 h ein: der günstigste Plan innerhalb der Frist kostet %3 (das %4-Fache des Budgets); kein Plan bleibt im Budget</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no plan meets the budget of %1 USD nor the deadline of %2 h: the cheapest feasible plan costs %3 (%4x), the fastest takes %5 h (%6x)</source>
        <translation>kein Plan hält das Budget von %1 USD oder die Frist von %2 h ein: der günstigste machbare Plan kostet %3 (%4x), der schnellste dauert %5 h (%6x)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no plan meets both the budget of %1 USD and the deadline of %2 h: the fastest plan within the budget takes %3 h (%4x the deadline), and no plan meets the deadline</source>
        <translation>kein Plan hält zugleich das Budget von %1 USD und die Frist von %2 h ein: der schnellste Plan im Budget braucht %3 h (%4-mal die Frist); kein Plan hält die Frist ein</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no plan meets both the budget of %1 USD and the deadline of %2 h: the cheapest plan within the deadline costs %3 (%4x the budget), the fastest within the budget takes %5 h (%6x the deadline)</source>
        <translation>kein Plan hält zugleich das Budget von %1 USD und die Frist von %2 h ein: der günstigste Plan in der Frist kostet %3 (%4-mal das Budget), der schnellste im Budget braucht %5 h (%6-mal die Frist)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the first line must name the columns, e.g. gpus,step_time_s</source>
        <translation>die erste Zeile muss die Spalten benennen, z. B. gpus,step_time_s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the header has no column %1; add it</source>
        <translation>der Kopfzeile fehlt die Spalte %1; ergänzen Sie sie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown column &quot;%1&quot;; use one of %2</source>
        <translation>unbekannte Spalte „%1“; verwenden Sie eine von %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>has %1 fields but the header names %2 columns; give one value per column, separated by commas</source>
        <translation>hat %1 Felder, aber die Kopfzeile nennt %2 Spalten; geben Sie einen Wert pro Spalte an, durch Kommas getrennt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;%1&quot; is not a number; write a plain number such as 1.25</source>
        <translation>„%1“ ist keine Zahl; schreiben Sie eine einfache Zahl wie 1.25</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>only %1 measurements; give at least %2 (e.g. 1, 2, 4 and 8 GPUs)</source>
        <translation>nur %1 Messungen; geben Sie mindestens %2 an (z. B. 1, 2, 4 und 8 GPUs)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this layout cannot run the scenario: %1</source>
        <translation>diese Aufteilung kann das Szenario nicht ausführen: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the fields are separated by semicolons, as spreadsheets save CSV where numbers take decimal commas; save it with commas between fields and points in numbers (e.g. 0.52)</source>
        <translation>die Felder sind durch Semikolons getrennt, wie Tabellenkalkulationen CSV dort speichern, wo Zahlen Dezimalkommas haben; mit Kommas zwischen den Feldern und Punkten in Zahlen speichern (z. B. 0.52)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the file lists no GPU instance in region %1; choose one of %2</source>
        <translation>die Datei listet keine GPU-Instanz in der Region %1; wählen Sie eine von %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not a name of an instance type or region; such names use letters, digits and &apos;.&apos;, &apos;_&apos;, &apos;-&apos;, &apos;+&apos;</source>
        <translation>&quot;%1&quot; ist kein Name eines Instanztyps oder einer Region; solche Namen bestehen aus Buchstaben, Ziffern und &apos;.&apos;, &apos;_&apos;, &apos;-&apos;, &apos;+&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no NVIDIA driver: %1 could not be loaded (%2); install the NVIDIA driver to probe this machine&apos;s GPUs</source>
        <translation>kein NVIDIA-Treiber: %1 konnte nicht geladen werden (%2); installieren Sie den NVIDIA-Treiber, um die GPUs dieser Maschine abzufragen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the NVIDIA driver supports CUDA %1 but the probe needs CUDA %2 or newer; update the driver</source>
        <translation>der NVIDIA-Treiber unterstützt CUDA %1, die Abfrage benötigt aber CUDA %2 oder neuer; aktualisieren Sie den Treiber</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the NVIDIA driver is installed but sees no GPU; check CUDA_VISIBLE_DEVICES and that the GPU is seated and powered</source>
        <translation>der NVIDIA-Treiber ist installiert, sieht aber keine GPU; prüfen Sie CUDA_VISIBLE_DEVICES und ob die GPU richtig eingesetzt und mit Strom versorgt ist</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>access to the GPU was refused (%1); add your user to the group that owns /dev/nvidia* or ask the administrator</source>
        <translation>der Zugriff auf die GPU wurde verweigert (%1); fügen Sie Ihren Benutzer der Gruppe hinzu, der /dev/nvidia* gehört, oder wenden Sie sich an den Administrator</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is split into MIG instances: the figures are those of a slice, not of the whole GPU</source>
        <translation>%1 ist in MIG-Instanzen aufgeteilt: die Werte gelten für einen Slice, nicht für die ganze GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 failed (%2)</source>
        <translation>%1 fehlgeschlagen (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cuBLAS (libcublas.so.13, .12 or .11) is not installed, so the matrix-multiply benchmark was skipped; install the CUDA toolkit&apos;s cuBLAS to run it</source>
        <translation>cuBLAS (libcublas.so.13, .12 oder .11) ist nicht installiert, daher wurde der Matrixmultiplikations-Benchmark übersprungen; installieren Sie cuBLAS aus dem CUDA-Toolkit, um ihn auszuführen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the benchmarks were cancelled</source>
        <translation>die Benchmarks wurden abgebrochen</translation>
    </message>
    <message>
        <location line="+349"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <location line="-1214"/>
        <source>File format</source>
        <translation>Dateiformat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format version</source>
        <translation>Formatversion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scenario name</source>
        <translation>Szenarioname</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model kind</source>
        <translation>Modellart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model preset</source>
        <translation>Modellvorlage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden size</source>
        <translation>Hidden-Größe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention heads</source>
        <translation>Attention-Heads</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key/value heads</source>
        <translation>Key/Value-Heads</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head width</source>
        <translation>Kopfbreite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention window</source>
        <translation>Attention-Fenster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full attention every</source>
        <translation>Volle Attention alle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window kind</source>
        <translation>Fensterart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feed-forward width</source>
        <translation>Feed-Forward-Breite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vocabulary size</source>
        <translation>Vokabulargröße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MLP type</source>
        <translation>MLP-Typ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experts</source>
        <translation>Experten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experts per token</source>
        <translation>Experten pro Token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared expert width</source>
        <translation>Breite der geteilten Experten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense layers</source>
        <translation>Dichte Schichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experts every</source>
        <translation>Experten alle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert groups</source>
        <translation>Expertengruppen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Groups per token</source>
        <translation>Gruppen pro Token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense MLP width</source>
        <translation>Breite des dichten MLP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key-value latent</source>
        <translation>Key-Value-Latent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Query latent</source>
        <translation>Query-Latent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotary head width</source>
        <translation>Rotary-Kopfbreite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value head width</source>
        <translation>Value-Kopfbreite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tied embeddings</source>
        <translation>Gekoppelte Embeddings</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Biases</source>
        <translation>Biases</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention and MLP</source>
        <translation>Attention und MLP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention mask</source>
        <translation>Attention-Maske</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TF32 tensor cores</source>
        <translation>TF32-Tensorkerne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert all-to-all</source>
        <translation>Expert-All-to-All</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradient buckets</source>
        <translation>Gradienten-Buckets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Token dispatch</source>
        <translation>Token-Verteilung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normalization</source>
        <translation>Normalisierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Query/key norms</source>
        <translation>Query/Key-Normen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Positions</source>
        <translation>Positionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention dropout</source>
        <translation>Attention-Dropout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recomputed layers</source>
        <translation>Neu berechnete Schichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recomputed parts</source>
        <translation>Neu berechnete Teile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selective recomputation</source>
        <translation>Selektive Neuberechnung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert capacity</source>
        <translation>Expertenkapazität</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden dropout</source>
        <translation>Hidden-Dropout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training FLOPs per sample</source>
        <translation>Trainings-FLOPs pro Sample</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activation memory per sample</source>
        <translation>Aktivierungsspeicher pro Sample</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory traffic per sample</source>
        <translation>Speicherverkehr pro Sample</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute efficiency</source>
        <translation>Recheneffizienz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training tokens</source>
        <translation>Trainings-Tokens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training samples</source>
        <translation>Trainings-Samples</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer steps</source>
        <translation>Optimiererschritte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Global batch</source>
        <translation>Globaler Batch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Micro-batch</source>
        <translation>Mikro-Batch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>Rechengenauigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer states</source>
        <translation>Optimiererzustände</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master weights</source>
        <translation>Master-Gewichte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Distributed saved activations</source>
        <translation>Verteilte gespeicherte Aktivierungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activation recomputation</source>
        <translation>Aktivierungs-Neuberechnung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention kernel</source>
        <translation>Attention-Kernel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Element-wise kernels</source>
        <translation>Elementweise Kernel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training software</source>
        <translation>Trainingssoftware</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA graphs</source>
        <translation>CUDA-Graphen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixed precision</source>
        <translation>Gemischte Genauigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 scaling</source>
        <translation>FP8-Skalierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instance type</source>
        <translation>Instanztyp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs per node</source>
        <translation>GPUs pro Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inter-node bandwidth</source>
        <translation>Bandbreite zwischen Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price per node-hour</source>
        <translation>Preis pro Knotenstunde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallel layout</source>
        <translation>Parallelisierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor parallel (tp)</source>
        <translation>Tensor-Parallelität (tp)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline parallel (pp)</source>
        <translation>Pipeline-Parallelität (pp)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data parallel (dp)</source>
        <translation>Datenparallelität (dp)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context parallel (cp)</source>
        <translation>Kontextparallel (cp)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert parallel (ep)</source>
        <translation>Expertenparallel (ep)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert tensor parallel</source>
        <translation>Experten-Tensorparallel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO stage</source>
        <translation>ZeRO-Stufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO shard group</source>
        <translation>ZeRO-Shard-Gruppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequence parallel</source>
        <translation>Sequenz-Parallelität</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Virtual pipeline stages</source>
        <translation>Virtuelle Pipeline-Stufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Communication</source>
        <translation>Kommunikation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradient compression</source>
        <translation>Gradientenkompression</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compression ratio</source>
        <translation>Kompressionsverhältnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlap gradient exchange</source>
        <translation>Gradientenaustausch überlappen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor-parallel communication</source>
        <translation>Tensor-parallele Kommunikation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline sends</source>
        <translation>Pipeline-Sendungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline engine</source>
        <translation>Pipeline-Engine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pricing</source>
        <translation>Preise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot share</source>
        <translation>Spot-Anteil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purchase</source>
        <translation>Kaufart</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spot price per node-hour</source>
        <translation>Spot-Preis pro Knotenstunde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storage price</source>
        <translation>Speicherpreis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dataset size</source>
        <translation>Datensatzgröße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Egress</source>
        <translation>Ausgehender Datenverkehr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reliability</source>
        <translation>Zuverlässigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node MTBF</source>
        <translation>Knoten-MTBF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spot reclaim rate</source>
        <translation>Spot-Rückforderungsrate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint interval</source>
        <translation>Checkpoint-Intervall</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoint write bandwidth</source>
        <translation>Checkpoint-Schreibbandbreite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restart time</source>
        <translation>Neustartzeit</translation>
    </message>
    <message>
        <location line="+798"/>
        <source>Standard attention (score matrix in memory)</source>
        <translation>Standard-Attention (Score-Matrix im Speicher)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FlashAttention-2</source>
        <translation>FlashAttention-2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FlashAttention-3 or cuDNN (Hopper)</source>
        <translation>FlashAttention-3 oder cuDNN (Hopper)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FlashAttention-1</source>
        <translation>FlashAttention-1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FlashAttention in Triton</source>
        <translation>FlashAttention in Triton</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On demand</source>
        <translation>On-Demand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1-year reservation</source>
        <translation>1-Jahres-Reservierung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3-year reservation</source>
        <translation>3-Jahres-Reservierung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capacity Block</source>
        <translation>Capacity Block</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>BF16 (mixed precision)</source>
        <translation>BF16 (gemischte Genauigkeit)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP16 (mixed precision)</source>
        <translation>FP16 (gemischte Genauigkeit)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adam</source>
        <translation>Adam</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Selective (parts of each layer)</source>
        <translation>Selektiv (Teile jeder Schicht)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Full (layers from their input)</source>
        <translation>Voll (Schichten aus ihrer Eingabe)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Attention core (core_attn)</source>
        <translation>Attention-Kern (core_attn)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Norm outputs (layernorm)</source>
        <translation>Norm-Ausgaben (layernorm)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Latent up projections (mla_up_proj)</source>
        <translation>Latente Aufwärtsprojektionen (mla_up_proj)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dense MLPs (mlp)</source>
        <translation>Dichte MLPs (mlp)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert layers (moe)</source>
        <translation>Expertenschichten (moe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert activations (moe_act)</source>
        <translation>Expertenaktivierungen (moe_act)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared experts (shared_experts)</source>
        <translation>Geteilte Experten (shared_experts)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>core_attn (Megatron-Core&apos;s default)</source>
        <translation>core_attn (Standard von Megatron-Core)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Every other matrix product (torchtitan)</source>
        <translation>Jedes zweite Matrixprodukt (torchtitan)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By part (Megatron-Core)</source>
        <translation>Nach Teilen (Megatron-Core)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Megatron-Core (Megatron-LM, NeMo)</source>
        <translation>Megatron-Core (Megatron-LM, NeMo)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PyTorch FSDP</source>
        <translation>PyTorch FSDP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PyTorch FSDP2 (torchtitan)</source>
        <translation>PyTorch FSDP2 (torchtitan)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>JAX (MaxText)</source>
        <translation>JAX (MaxText)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fused (Megatron-LM, Transformer Engine)</source>
        <translation>Fusioniert (Megatron-LM, Transformer Engine)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Eager PyTorch (Hugging Face modules)</source>
        <translation>Eager PyTorch (Hugging-Face-Module)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>16-bit weights, fp32 main copy</source>
        <translation>16-Bit-Gewichte, fp32-Hauptkopie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PyTorch autocast over fp32 weights</source>
        <translation>PyTorch-Autocast über fp32-Gewichten</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Delayed (amax history)</source>
        <translation>Verzögert (amax-Verlauf)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Current (each tensor&apos;s own amax)</source>
        <translation>Aktuell (eigenes amax jedes Tensors)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>None (full gradients)</source>
        <translation>Keine (volle Gradienten)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP16 (half-size gradients)</source>
        <translation>FP16 (halbe Gradientengröße)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>INT8 (quantised, all-gathered)</source>
        <translation>INT8 (quantisiert, All-Gather)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PowerSGD (low-rank factors)</source>
        <translation>PowerSGD (Faktoren niedrigen Rangs)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Top-k (sparse, all-gathered)</source>
        <translation>Top-k (dünnbesetzt, All-Gather)</translation>
    </message>
    <message>
        <location line="-56"/>
        <location line="+64"/>
        <source>DeepSpeed</source>
        <translation>DeepSpeed</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Not named</source>
        <translation>Nicht angegeben</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Megatron-LM</source>
        <translation>Megatron-LM</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>DeepEP (one copy a node)</source>
        <translation>DeepEP (eine Kopie je Knoten)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-to-all (Megatron-Core)</source>
        <translation>All-to-all (Megatron-Core)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>SwiGLU (three matrices)</source>
        <translation>SwiGLU (drei Matrizen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GELU written out (Hugging Face gelu_new)</source>
        <translation>GELU ausgeschrieben (Hugging Face gelu_new)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GELU (two matrices)</source>
        <translation>GELU (zwei Matrizen)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>every linear layer</source>
        <translation>jede lineare Schicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>query, key and value</source>
        <translation>Query, Key und Value</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LayerNorm only</source>
        <translation>nur LayerNorm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MLP and LayerNorm</source>
        <translation>MLP und LayerNorm</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>causal (decoder)</source>
        <translation>kausal (Decoder)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bidirectional (encoder)</source>
        <translation>bidirektional (Encoder)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>one after the other</source>
        <translation>nacheinander</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>side by side, one norm</source>
        <translation>nebeneinander, eine Norm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>side by side, a norm each</source>
        <translation>nebeneinander, je eine Norm</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>none</source>
        <comment>query/key norms</comment>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one per head (Qwen3, Gemma 3)</source>
        <translation>eine je Kopf (Qwen3, Gemma 3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>over each projection (OLMo 2)</source>
        <translation>über jede Projektion (OLMo 2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L2 per head, no scale (Llama 4)</source>
        <translation>L2 je Kopf, ohne Skalierung (Llama 4)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>RMSNorm</source>
        <translation>RMSNorm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LayerNorm</source>
        <translation>LayerNorm</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>learned embeddings</source>
        <translation>gelernte Einbettungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rotary (RoPE)</source>
        <translation>rotierend (RoPE)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ALiBi</source>
        <translation>ALiBi</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <location filename="../widgets/common/Format.cpp" line="+67"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h (%2 days)</source>
        <translation>%1 h (%2 Tage)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 trillion</source>
        <translation>%1 Billionen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 billion</source>
        <translation>%1 Milliarden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 million</source>
        <translation>%1 Millionen</translation>
    </message>
</context>
<context>
    <name>Layout</name>
    <message>
        <location filename="../widgets/common/Texts.cpp" line="-307"/>
        <source>%1 × %2 × %3</source>
        <translation>%1 × %2 × %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, cp %1</source>
        <translation>, cp %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, ep %1</source>
        <translation>, ep %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, expert tp %1</source>
        <translation>, Experten-tp %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, ZeRO %1</source>
        <translation>, ZeRO %1</translation>
    </message>
</context>
<context>
    <name>LayoutFixes</name>
    <message>
        <location filename="../widgets/document/LayoutFixes.cpp" line="+17"/>
        <source>Derive dp from the GPUs (%1)</source>
        <translation>dp aus den GPUs ableiten (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use micro-batch %1</source>
        <translation>Mikro-Batch %1 verwenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use global batch %1</source>
        <translation>Globalen Batch %1 verwenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use tp %1</source>
        <translation>tp %1 verwenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use pp %1</source>
        <translation>pp %1 verwenden</translation>
    </message>
</context>
<context>
    <name>Planner</name>
    <message>
        <location filename="../widgets/common/Texts.cpp" line="+37"/>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bought another way, %1 (%2) meets the goal: %3 and %4.</source>
        <translation>Anders eingekauft erfüllt %1 (%2) das Ziel: %3 und %4.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bought another way, %1 (%2) meets the budget: %3 and %4.</source>
        <translation>Anders eingekauft hält %1 (%2) das Budget ein: %3 und %4.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bought another way, %1 (%2) meets the deadline: %3 and %4.</source>
        <translation>Anders eingekauft hält %1 (%2) die Frist ein: %3 und %4.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Note: %1.</source>
        <translation>Hinweis: %1.</translation>
    </message>
</context>
<context>
    <name>ReportTexts</name>
    <message>
        <location filename="../widgets/report/ReportContent.cpp" line="+263"/>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 of %2: fits</source>
        <translation>%1 von %2: passt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2: does not fit</source>
        <translation>%1 von %2: passt nicht</translation>
    </message>
    <message>
        <location line="+248"/>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No estimate: %1</source>
        <translation>Keine Schätzung: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Training time (expected)</source>
        <translation>Trainingsdauer (erwartet)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training time without interruptions</source>
        <translation>Trainingsdauer ohne Unterbrechungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+408"/>
        <location line="+37"/>
        <location line="+41"/>
        <source>Cost (expected)</source>
        <translation>Kosten (erwartet)</translation>
    </message>
    <message>
        <location line="-485"/>
        <location line="+408"/>
        <location line="+37"/>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message>
        <location line="-444"/>
        <source>MFU (model FLOPs utilisation)</source>
        <translation>MFU (Modell-FLOPs-Auslastung)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+444"/>
        <source>Memory per GPU</source>
        <translation>Speicher pro GPU</translation>
    </message>
    <message>
        <location line="-443"/>
        <location line="+352"/>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <location line="-352"/>
        <location line="+493"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="-492"/>
        <location line="+138"/>
        <source>Optimizer steps</source>
        <translation>Optimiererschritte</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tokens/s (%2 per GPU)</source>
        <translation>%1 Tokens/s (%2 pro GPU)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layout (tp × pp × dp, ZeRO)</source>
        <translation>Aufteilung (tp × pp × dp, ZeRO)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+397"/>
        <location line="+150"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location line="-546"/>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs as planned</source>
        <translation>Läuft wie geplant</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+144"/>
        <location line="+12"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="-156"/>
        <location line="+144"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="-142"/>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+2"/>
        <location line="+145"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>Preset</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden size</source>
        <translation>Hidden-Größe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention heads (key/value heads)</source>
        <translation>Attention-Heads (Key/Value-Heads)</translation>
    </message>
    <message>
        <location line="-112"/>
        <location line="+113"/>
        <location line="+26"/>
        <location line="+16"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Head width</source>
        <translation>Kopfbreite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attention window</source>
        <translation>Attention-Fenster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chunks of %1 tokens in %2 of %3 layers</source>
        <translation>Abschnitte von %1 Tokens in %2 von %3 Schichten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tokens in %2 of %3 layers</source>
        <translation>%1 Token in %2 von %3 Schichten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Feed-forward size</source>
        <translation>Feed-Forward-Breite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vocabulary</source>
        <translation>Vokabular</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feed-forward block</source>
        <translation>Feed-Forward-Block</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Biases, normalization, positions</source>
        <translation>Biases, Normalisierung, Positionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attention and MLP</source>
        <translation>Attention und MLP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention mask</source>
        <translation>Attention-Maske</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Experts (per token)</source>
        <translation>Experten (pro Token)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shared expert width</source>
        <translation>Breite der geteilten Experten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Latent attention (key-value, query; rotary, value head)</source>
        <translation>Latent-Attention (Key-Value, Query; Rotary, Value-Kopf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2; %3, %4</source>
        <translation>%1, %2; %3, %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Leading dense layers (MLP width)</source>
        <translation>Führende dichte Schichten (MLP-Breite)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expert layers</source>
        <translation>Expertenschichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one in every %1; the other %2 dense (MLP width %3)</source>
        <translation>eine von je %1; die übrigen %2 dicht (MLP-Breite %3)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1; a token&apos;s experts from %2 of them</source>
        <translation>%1; die Experten eines Tokens aus %2 davon</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1; a token&apos;s experts from any</source>
        <translation>%1; die Experten eines Tokens aus allen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters (counted from the shape)</source>
        <translation>Parameter (aus der Form gezählt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dropout (attention, hidden)</source>
        <translation>Dropout (Attention, Hidden)</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+543"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="-581"/>
        <source>undated</source>
        <translation>undatiert</translation>
    </message>
    <message>
        <location line="+234"/>
        <source>tp × pp × dp %1, micro-batch %2, activation recomputation: %3; it takes %4 and costs %5</source>
        <translation>tp × pp × dp %1, Mikro-Batch %2, Aktivierungs-Neuberechnung: %3; Dauer %4, Kosten %5</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>A layout on the same cluster fits in memory: %1.</source>
        <translation>Eine Aufteilung auf demselben Cluster passt in den Speicher: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A layout on the same cluster is %1 cheaper (%2 less): %3.</source>
        <translation>Eine Aufteilung auf demselben Cluster ist %1 günstiger (%2 weniger): %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It meets the goal.</source>
        <translation>Sie erreicht das Ziel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A layout on the same cluster meets the goal: %1.</source>
        <translation>Eine Aufteilung auf demselben Cluster erreicht das Ziel: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No layout on the same cluster is cheaper than this one: the planner searched %1 layouts.</source>
        <translation>Keine Aufteilung auf demselben Cluster ist günstiger als diese: Der Planer hat %1 Aufteilungen durchsucht.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the cheapest that meets the deadline: %1</source>
        <translation>die günstigste, die die Frist einhält: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cheapest: %1</source>
        <translation>die günstigste: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the fastest within the budget: %1</source>
        <translation>die schnellste im Budget: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the fastest: %1</source>
        <translation>die schnellste: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No layout on the same cluster meets both the budget and the deadline.</source>
        <translation>Keine Aufteilung auf demselben Cluster hält Budget und Frist zugleich ein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No layout on the same cluster meets the budget.</source>
        <translation>Keine Aufteilung auf demselben Cluster hält das Budget ein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No layout on the same cluster meets the deadline.</source>
        <translation>Keine Aufteilung auf demselben Cluster hält die Frist ein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The nearest: %1.</source>
        <translation>Am nächsten: %1.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The planner found no layout on the same cluster that runs.</source>
        <translation>Der Planer fand keine lauffähige Aufteilung auf demselben Cluster.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Time and cost</source>
        <translation>Zeit und Kosten</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training time</source>
        <translation>Trainingsdauer</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <location line="-135"/>
        <source>%1, %2 virtual stages a GPU</source>
        <translation>%1, %2 virtuelle Stufen je GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, sequence parallelism</source>
        <translation>%1, Sequenzparallelität</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, tensor-parallel communication overlapped</source>
        <translation>%1, Tensor-Parallel-Kommunikation überlappt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, pipeline communication overlapped</source>
        <translation>%1, Pipeline-Kommunikation überlappt</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>On %1 nodes instead of %2, the fastest plan costing at most %3 more than the cheapest on %4 (%5): %6.</source>
        <translation>Auf %1 statt %2 Knoten der schnellste Plan, der höchstens %3 mehr kostet als der günstigste auf %4 (%5): %6.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>On the same cluster, %1.</source>
        <translation>Auf demselben Cluster: %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its cheapest layout is %1 cheaper than this one (%2 less), though still outside the goal: %3.</source>
        <translation>Seine günstigste Aufteilung ist %1 günstiger als diese (%2 weniger), verfehlt das Ziel aber weiterhin: %3.</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+71"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Compute, on-demand</source>
        <translation>Rechenzeit, On-Demand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute, %1</source>
        <translation>Rechenzeit, %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compute, spot (%1 of the nodes)</source>
        <translation>Rechenzeit, Spot (%1 der Knoten)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Storage (checkpoints and data set)</source>
        <translation>Speicherplatz (Checkpoints und Datensatz)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network (egress)</source>
        <translation>Netzwerk (ausgehender Datenverkehr)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total (expected)</source>
        <translation>Gesamt (erwartet)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the cost is made of</source>
        <translation>Woraus sich die Kosten zusammensetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price (source, date)</source>
        <translation>Preis (Quelle, Datum)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Best alternative found by the planner: %1</source>
        <translation>Beste Alternative des Planers: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Prices of %1 as of %2 (%3), in US dollars; where every price and figure comes from: Appendix: sources.</source>
        <translation>Preise von %1 mit Stand %2 (%3), in US-Dollar; woher jeder Preis und jede Zahl stammt: Anhang: Quellen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Node prices as set in the scenario, in US dollars; where every other figure comes from: Appendix: sources.</source>
        <translation>Knotenpreise wie im Szenario festgelegt, in US-Dollar; woher jede andere Zahl stammt: Anhang: Quellen.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 if it fit in GPU memory</source>
        <translation>%1, falls es in den GPU-Speicher passte</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>unknown: the catalog gives this GPU no power draw</source>
        <translation>unbekannt: der Katalog nennt für diese GPU keine Leistungsaufnahme</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the price dates from %1, %2 months ago, and prices change: check it against a current quote</source>
        <translation>der Preis stammt von %1, vor %2 Monaten, und Preise ändern sich: Prüfen Sie ihn an einem aktuellen Angebot</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: sources %2 in the appendix.</source>
        <translation>%1: Quellen %2 im Anhang.</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training FLOPs per sample</source>
        <translation>Trainings-FLOPs pro Sample</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation memory per sample</source>
        <translation>Aktivierungsspeicher pro Sample</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory traffic per sample</source>
        <translation>Speicherverkehr pro Sample</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shape of the preset %1</source>
        <translation>Form der Vorlage %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Samples</source>
        <translation>Samples</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Global batch (sequences)</source>
        <translation>Globaler Batch (Sequenzen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+335"/>
        <source>Micro-batch</source>
        <translation>Mikro-Batch</translation>
    </message>
    <message>
        <location line="-334"/>
        <source>Precision</source>
        <translation>Rechengenauigkeit</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>TF32 tensor cores</source>
        <translation>TF32-Tensorkerne</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+190"/>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <location line="-183"/>
        <source>16-bit remainders (2 bytes a parameter)</source>
        <translation>16-Bit-Reste (2 Bytes je Parameter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none (16-bit weights updated in place)</source>
        <translation>keine (16-Bit-Gewichte direkt aktualisiert)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+307"/>
        <source>Activation recomputation</source>
        <translation>Aktivierungs-Neuberechnung</translation>
    </message>
    <message>
        <location line="-306"/>
        <source>%1, %2 layers of each pipeline chunk</source>
        <translation>%1, %2 Schichten je Pipeline-Abschnitt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>layers replayed from captured graphs</source>
        <translation>Schichten aus aufgezeichneten Graphen abgespielt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 × the balanced share, padded</source>
        <translation>%1 × der ausgeglichene Anteil, aufgefüllt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dropless</source>
        <translation>ohne Verwerfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data set</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data and training</source>
        <translation>Daten und Training</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+239"/>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>described system</source>
        <translation>eigenes System</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2 GiB as sold)</source>
        <translation>%1 (%2 GiB laut Hersteller)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+194"/>
        <location line="+37"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="-229"/>
        <source>GPUs per node</source>
        <translation>GPUs pro Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inter-node bandwidth per node</source>
        <translation>Bandbreite zwischen Knoten, je Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 Gbit/s</source>
        <translation>%1 Gbit/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tensor / pipeline parallel</source>
        <translation>Tensor- / Pipeline-Parallelität</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Context parallel</source>
        <translation>Kontextparallel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GPUs share each sequence (ring attention)</source>
        <translation>%1 GPUs teilen sich jede Sequenz (Ring-Attention)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Expert parallel</source>
        <translation>Expertenparallel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GPUs share each layer&apos;s experts</source>
        <translation>%1 GPUs teilen sich die Experten jeder Schicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 data-parallel GPUs share each layer&apos;s experts</source>
        <translation>%1 datenparallele GPUs teilen sich die Experten jeder Schicht</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>overlapped with another micro-batch&apos;s compute</source>
        <translation>überlappt mit der Rechnung eines anderen Micro-Batches</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>each expert whole on one GPU (tp %1)</source>
        <translation>jeder Experte ganz auf einer GPU (tp %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GPUs split each expert (tp %2)</source>
        <translation>%1 GPUs teilen jeden Experten (tp %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO stage</source>
        <translation>ZeRO-Stufe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>copied (PyTorch DDP): one more gradient-sized buffer</source>
        <translation>kopiert (PyTorch DDP): ein weiterer Puffer in Größe der Gradienten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradient compression</source>
        <translation>Gradientenkompression</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pipeline engine</source>
        <translation>Pipeline-Engine</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>overlapped with the matrix products (Transformer Engine)</source>
        <translation>mit den Matrixprodukten überlappt (Transformer Engine)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>overlapped with the next chunk (interleaved schedule)</source>
        <translation>mit dem nächsten Abschnitt überlappt (verschachtelter Ablaufplan)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster and layout</source>
        <translation>Cluster und Aufteilung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Figures of the %1</source>
        <translation>Kennzahlen der %1</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>does not fit in GPU memory (%1 of %2)</source>
        <translation>passt nicht in den GPU-Speicher (%1 von %2)</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>%1 (this scenario&apos;s layout)</source>
        <translation>%1 (Layout dieses Szenarios)</translation>
    </message>
    <message>
        <location line="+216"/>
        <source>Prepared on %1 with %2 from the scenario &quot;%3&quot;. Every figure is an estimate, not a measurement: the method notes say how it is made.</source>
        <translation>Erstellt am %1 mit %2 aus dem Szenario „%3“. Jede Zahl ist eine Schätzung, keine Messung: Die Hinweise zur Methode sagen, wie sie entsteht.</translation>
    </message>
    <message>
        <location line="-1086"/>
        <source>%1 per node-hour</source>
        <translation>%1 pro Knotenstunde</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+673"/>
        <source>set in the scenario</source>
        <translation>im Szenario festgelegt</translation>
    </message>
    <message>
        <location line="-758"/>
        <source>[%1]</source>
        <translation>[%1]</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>On-demand</source>
        <translation>On-Demand</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <location line="+644"/>
        <source>Share of nodes on spot</source>
        <translation>Anteil der Knoten auf Spot-Kapazität</translation>
    </message>
    <message>
        <location line="-624"/>
        <source>%1 per GB-month</source>
        <translation>%1 pro GB-Monat</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+9"/>
        <source>Storage</source>
        <translation>Speicherplatz</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Storage (%1)</source>
        <translation>Speicherplatz (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>catalog default</source>
        <translation>Katalog-Standardwert</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+607"/>
        <source>Egress</source>
        <translation>Ausgehender Datenverkehr</translation>
    </message>
    <message>
        <location line="-606"/>
        <source>%1 per GB</source>
        <translation>%1 pro GB</translation>
    </message>
    <message>
        <location line="+607"/>
        <source>Prices</source>
        <translation>Preise</translation>
    </message>
    <message>
        <location line="-325"/>
        <location line="+326"/>
        <source>Item</source>
        <translation>Posten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location line="+327"/>
        <source>Catalog of %1. %2</source>
        <translation>Katalog vom %1. %2</translation>
    </message>
    <message>
        <location line="-321"/>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Expected time and cost across node counts, for this instance type and the others with as many GPUs per node.</source>
        <translation>Erwartete Dauer und Kosten über verschiedene Knotenzahlen, für diesen Instanztyp und die anderen mit gleich vielen GPUs pro Knoten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scaling: no node count of this instance type runs this layout (it does not fit in GPU memory or the batch does not divide), so there is no speedup to chart.</source>
        <translation>Skalierung: keine Knotenzahl dieses Instanztyps führt dieses Layout aus (es passt nicht in den GPU-Speicher oder der Batch ist nicht teilbar), daher gibt es keine Beschleunigung darzustellen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Throughput speedup and scaling efficiency against the smallest node count that runs.</source>
        <translation>Durchsatz-Beschleunigung und Skalierungseffizienz gegenüber der kleinsten lauffähigen Knotenzahl.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where the time of one optimizer step goes.</source>
        <translation>Wofür die Zeit eines Optimiererschritts aufgewendet wird.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory one GPU holds at its peak, against its capacity.</source>
        <translation>Spitzenspeicherbedarf einer GPU im Vergleich zu ihrer Kapazität.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>runs</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>stopped by %1</source>
        <translation>scheitert an %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>does not run</source>
        <translation>läuft nicht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Breakdowns</source>
        <translation>Aufschlüsselungen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Context-parallel communication (exposed)</source>
        <translation>Kontextparallele Kommunikation (sichtbar)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert all-to-all</source>
        <translation>Experten-All-to-all</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+8"/>
        <source>Part</source>
        <translation>Bestandteil</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Seconds per step</source>
        <translation>Sekunden pro Schritt</translation>
    </message>
    <message>
        <location line="-395"/>
        <location line="+395"/>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Compute</source>
        <translation>Berechnung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recompute</source>
        <translation>Neuberechnung</translation>
    </message>
    <message>
        <location line="-84"/>
        <location line="+85"/>
        <source>Tensor-parallel communication</source>
        <translation>Tensor-parallele Kommunikation</translation>
    </message>
    <message>
        <location line="-82"/>
        <location line="+89"/>
        <source>Pipeline sends</source>
        <translation>Pipeline-Sendungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data-parallel communication (exposed)</source>
        <translation>Datenparallele Kommunikation (nicht überlappt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline bubble</source>
        <translation>Pipeline-Bubble</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other (compression, gradient copies)</source>
        <translation>Sonstiges (Kompression, Gradientenkopien)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the host</source>
        <translation>Warten auf den Host</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+17"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Memory per GPU (most loaded pipeline stage)</source>
        <translation>Speicher pro GPU (am stärksten belastete Pipeline-Stufe)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share of capacity</source>
        <translation>Anteil an der Kapazität</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer states</source>
        <translation>Optimiererzustände</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other (context, buffers, allocator)</source>
        <translation>Sonstiges (Kontext, Puffer, Allokator)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA can allocate</source>
        <translation>Von CUDA belegbar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Node-count sweep</source>
        <translation>Variation der Knotenzahl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The scenario&apos;s tensor- and pipeline-parallel degrees, ZeRO stage and micro-batch at other node counts; the data-parallel degree follows the GPU count. The report&apos;s CSV file holds these rows with full precision.</source>
        <translation>Die Tensor- und Pipeline-Parallelitätsgrade, die ZeRO-Stufe und der Mikro-Batch des Szenarios bei anderen Knotenzahlen; der Grad der Datenparallelität folgt der GPU-Anzahl. Die CSV-Datei des Berichts enthält diese Zeilen mit voller Genauigkeit.</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+77"/>
        <source>Layout</source>
        <translation>Aufteilung</translation>
    </message>
    <message>
        <location line="-76"/>
        <location line="+37"/>
        <location line="+40"/>
        <source>Time (expected)</source>
        <translation>Dauer (erwartet)</translation>
    </message>
    <message>
        <location line="-76"/>
        <location line="+37"/>
        <location line="+40"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left out: %1 nodes, where the layout cannot be built (the GPU count does not divide into it or the global batch does not divide over it); the CSV file has these rows with the reason.</source>
        <translation>Ausgelassen: %1 Knoten – bei diesen Knotenzahlen lässt sich die Aufteilung nicht bilden (die GPU-Anzahl lässt sich nicht durch sie teilen oder der globale Batch nicht auf sie verteilen); die CSV-Datei enthält diese Zeilen mit dem Grund.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no estimate</source>
        <translation>keine Schätzung</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 / %2 GB</source>
        <translation>%1 / %2 GB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>does not fit</source>
        <translation>passt nicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The open scenario first, then the compared ones.</source>
        <translation>Zuerst das geöffnete Szenario, dann die verglichenen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Faster layouts on this cluster</source>
        <translation>Schnellere Aufteilungen auf diesem Cluster</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The planner&apos;s fastest layouts for the same instance, node count and batch (Help &gt; Model and Sources &gt; The planner): tensor, pipeline, data, context and expert parallelism, ZeRO stage, micro-batch and recomputation searched.</source>
        <translation>Die schnellsten Aufteilungen des Planers für dieselbe Instanz, Knotenzahl und Batch-Größe (Hilfe &gt; Modell und Quellen &gt; The planner): Tensor-, Pipeline-, Daten-, Kontext- und Expertenparallelität, ZeRO-Stufe, Mikro-Batch und Neuberechnung durchsucht.</translation>
    </message>
    <message>
        <location line="-724"/>
        <source>%1, sharded in groups of %2</source>
        <translation>%1, Sharding in Gruppen zu %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 (%2 layers a chunk)</source>
        <translation>%1 (%2 Schichten je Abschnitt)</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>Range from model accuracy</source>
        <translation>Bereich aus der Modellgenauigkeit</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Range from interruptions (p10 to p90)</source>
        <translation>Bereich durch Unterbrechungen (p10 bis p90)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Range from model accuracy: runs laid out like this one took up to %1 longer than estimated on published runs the model was not fitted to, never less.</source>
        <translation>Bereich aus der Modellgenauigkeit: So aufgeteilte Läufe dauerten bei veröffentlichten Läufen, an die das Modell nicht angepasst wurde, bis zu %1 länger als geschätzt, nie kürzer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Range from model accuracy: estimates like this one were off by up to %1 on published runs the model was not fitted to.</source>
        <translation>Bereich aus der Modellgenauigkeit: Schätzungen wie diese lagen bei veröffentlichten Läufen, an die das Modell nicht angepasst wurde, um bis zu %1 daneben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Range from interruptions: eight in ten of %1 simulated runs, with node failures, spot reclaims and restarts, end in it. More in section Accuracy.</source>
        <translation>Bereich durch Unterbrechungen: Acht von zehn der %1 simulierten Läufe mit Knotenausfällen, Spot-Rückforderungen und Neustarts enden darin. Mehr im Abschnitt Genauigkeit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Range from interruptions: eight in ten runs, with node failures, spot reclaims and restarts, end in it. More in section Accuracy.</source>
        <translation>Bereich durch Unterbrechungen: Acht von zehn Läufen mit Knotenausfällen, Spot-Rückforderungen und Neustarts enden darin. Mehr im Abschnitt Genauigkeit.</translation>
    </message>
    <message>
        <location line="+350"/>
        <source>Prices of %1</source>
        <translation>Preise von %1</translation>
    </message>
    <message>
        <location line="+219"/>
        <source>Risk</source>
        <translation>Risiko</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checkpoint interval</source>
        <translation>Checkpoint-Intervall</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to write one checkpoint</source>
        <translation>Zeit zum Schreiben eines Checkpoints</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Interruptions per hour (failures and spot reclaims)</source>
        <translation>Unterbrechungen pro Stunde (Ausfälle und Spot-Rückforderungen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Interruptions expected</source>
        <translation>Erwartete Unterbrechungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected time</source>
        <translation>Erwartete Dauer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time, 10th percentile (p10)</source>
        <translation>Dauer, 10. Perzentil (p10)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time, median (p50)</source>
        <translation>Dauer, Median (p50)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time, 90th percentile (p90)</source>
        <translation>Dauer, 90. Perzentil (p90)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost, 10th percentile (p10)</source>
        <translation>Kosten, 10. Perzentil (p10)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost, median (p50)</source>
        <translation>Kosten, Median (p50)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost, 90th percentile (p90)</source>
        <translation>Kosten, 90. Perzentil (p90)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The interval, when the scenario leaves it open, is the Young/Daly optimum for the interruption rate; lost work, restarts and checkpoint writes extend the failure-free time to the expected time.</source>
        <translation>Legt das Szenario das Intervall nicht fest, ist es das Young/Daly-Optimum für die Unterbrechungsrate; verlorene Arbeit, Neustarts und Checkpoint-Schreibvorgänge verlängern die ausfallfreie Dauer zur erwarteten Dauer.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sensitivity</source>
        <translation>Sensitivität</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Expected time and cost with each input %1 lower and higher, the largest change first: the figures to check first, or to measure. No uncertainty is claimed (Help &gt; Model and Sources, section 9.6).</source>
        <translation>Erwartete Dauer und Kosten, wenn jede Eingangsgröße um %1 niedriger und höher ist, die größte Änderung zuerst: die Zahlen, die zuerst zu prüfen oder zu messen sind. Eine Unsicherheit wird nicht behauptet (Hilfe &gt; Modell und Quellen, Abschnitt 9.6).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Input</source>
        <translation>Eingangsgröße</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time, input %1 lower</source>
        <translation>Dauer, Eingang %1 niedriger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time, input %1 higher</source>
        <translation>Dauer, Eingang %1 höher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost, input %1 lower</source>
        <translation>Kosten, Eingang %1 niedriger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost, input %1 higher</source>
        <translation>Kosten, Eingang %1 höher</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This scenario: %1</source>
        <translation>Dieses Szenario: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The published runs most like this scenario (the same GPU, then the nearest model size and GPU count)</source>
        <translation>Die veröffentlichten Läufe, die diesem Szenario am ähnlichsten sind (dieselbe GPU, dann die nächste Modellgröße und GPU-Anzahl)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Published run</source>
        <translation>Veröffentlichter Lauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Estimated</source>
        <translation>Geschätzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throughput vs. measured</source>
        <translation>Durchsatz ggü. Messung</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Method notes</source>
        <translation>Hinweise zur Methode</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model FLOPs and activation memory per layer follow Korthikanti et al. 2022, &quot;Reducing Activation Recomputation in Large Transformer Models&quot; (selective and full recomputation, sequence parallelism); MFU counts model FLOPs without recomputation against the GPU&apos;s dense peak.</source>
        <translation>Modell-FLOPs und Aktivierungsspeicher pro Schicht folgen Korthikanti et al. 2022, „Reducing Activation Recomputation in Large Transformer Models“ (selektive und vollständige Neuberechnung, Sequenz-Parallelität); die MFU setzt die Modell-FLOPs ohne Neuberechnung ins Verhältnis zur dichten Spitzenleistung der GPU.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Parameters, pipeline schedules (1F1B and interleaved), the pipeline bubble and tensor-parallel communication follow Narayanan et al. 2021, &quot;Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM&quot; (SC&apos;21), and Shoeybi et al. 2019 (Megatron-LM).</source>
        <translation>Parameter, Pipeline-Zeitpläne (1F1B und verschränkt), die Pipeline-Bubble und die tensor-parallele Kommunikation folgen Narayanan et al. 2021, „Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM“ (SC&apos;21), und Shoeybi et al. 2019 (Megatron-LM).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Optimizer states, gradients and weights per ZeRO stage and the data-parallel exchange follow Rajbhandari et al. 2020, &quot;ZeRO: Memory Optimizations Toward Training Trillion Parameter Models&quot; (SC&apos;20).</source>
        <translation>Optimiererzustände, Gradienten und Gewichte je ZeRO-Stufe sowie der datenparallele Austausch folgen Rajbhandari et al. 2020, „ZeRO: Memory Optimizations Toward Training Trillion Parameter Models“ (SC&apos;20).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Collectives are ring algorithms inside a node and hierarchical across nodes, with logarithmic latency for all-reduce as NCCL&apos;s double binary trees (NVIDIA, &quot;Massively Scale Your Deep Learning Training with NCCL 2.4&quot;, 2019; Sanders, Speck and Träff 2009); link efficiencies and latencies are calibrated against measured NCCL points.</source>
        <translation>Kollektive Operationen sind innerhalb eines Knotens Ring-Algorithmen und über Knoten hinweg hierarchisch, mit logarithmischer Latenz für All-Reduce wie bei den Double Binary Trees von NCCL (NVIDIA, „Massively Scale Your Deep Learning Training with NCCL 2.4“, 2019; Sanders, Speck und Träff 2009); Verbindungseffizienzen und Latenzen sind an gemessenen NCCL-Werten kalibriert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Matrix products run at the measured matrix-product rate, timed back at the shape it was measured at, with wave quantization and, before Hopper, the write of their output; power-limited GPUs run at their measured sustained rate, and the slowest of the job&apos;s GPUs sets the pace (Sinha et al., SC&apos;22). The checkpoint interval follows Young (1974) and Daly (2006).</source>
        <translation>Matrixprodukte laufen mit der gemessenen Matrixprodukt-Rate, zurückgerechnet auf die Form, an der sie gemessen wurde, mit Wellenquantisierung und, vor Hopper, dem Schreiben ihres Ergebnisses; leistungsbegrenzte GPUs laufen mit ihrer gemessenen Dauerrate, und die langsamste GPU des Jobs gibt das Tempo vor (Sinha et al., SC&apos;22). Das Checkpoint-Intervall folgt Young (1974) und Daly (2006).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In Scaleplan, Help &gt; Model and Sources states every formula and constant with its source and says where each number of this report comes from.</source>
        <translation>In Scaleplan nennt Hilfe &gt; Modell und Quellen jede Formel und Konstante mit ihrer Quelle und erklärt, woher jede Zahl dieses Berichts stammt.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Appendix: sources</source>
        <translation>Anhang: Quellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the catalog&apos;s figures come from, as the catalog records them; the tables above cite them by number.</source>
        <translation>Woher die Zahlen des Katalogs stammen, wie der Katalog sie festhält; die Tabellen oben verweisen mit Nummern darauf.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[%1] %2: %3</source>
        <translation>[%1] %2: %3</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Training plan: %1</source>
        <translation>Trainingsplan: %1</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <location filename="../widgets/report/ReportWriter.cpp" line="+137"/>
        <source>%1 — estimates, not measurements</source>
        <translation>%1 — Schätzungen, keine Messungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <location line="+308"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>SensitivityTexts</name>
    <message>
        <location filename="../widgets/sensitivity/SensitivityTexts.cpp" line="+13"/>
        <source>GPU matrix-multiply rate</source>
        <translation>GEMM-Rate der GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU memory bandwidth</source>
        <translation>Speicherbandbreite der GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In-node link</source>
        <translation>Verbindung im Knoten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network between nodes</source>
        <translation>Netzwerk zwischen Knoten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Node price</source>
        <translation>Knotenpreis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time between node failures</source>
        <translation>Zeit zwischen Knotenausfällen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spot reclaim rate</source>
        <translation>Spot-Rückforderungsrate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoint write bandwidth</source>
        <translation>Checkpoint-Schreibbandbreite</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The GPU&apos;s measured matrix-multiply rate (the catalog&apos;s MAMF figure, or your calibration), 16-bit and FP8 alike</source>
        <translation>Die gemessene Matrixmultiplikationsrate der GPU (der MAMF-Wert des Katalogs oder Ihre Kalibrierung), für 16 Bit und FP8 gleichermaßen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The GPU&apos;s memory bandwidth for memory-bound kernels (measured where the catalog has it, else the datasheet)</source>
        <translation>Die Speicherbandbreite der GPU für speichergebundene Kernel (gemessen, wo der Katalog den Wert hat, sonst laut Datenblatt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The link between a node&apos;s GPUs (NVLink, or PCIe without it), measured where the catalog has it</source>
        <translation>Die Verbindung zwischen den GPUs eines Knotens (NVLink, sonst PCIe), gemessen, wo der Katalog den Wert hat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The node&apos;s network bandwidth (the instance&apos;s, or cluster.inter_node_gbps)</source>
        <translation>Die Netzwerkbandbreite des Knotens (die der Instanz oder cluster.inter_node_gbps)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The on-demand and spot price of a node-hour</source>
        <translation>Der On-Demand- und der Spot-Preis einer Knotenstunde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean time between hardware failures of one node (reliability.node_mtbf_h, else the Llama 3 rate)</source>
        <translation>Mittlere Zeit zwischen Hardwareausfällen eines Knotens (reliability.node_mtbf_h, sonst die Rate aus Llama 3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reclaims per spot node-hour (reliability.spot_interruptions_per_node_hour, else the instance&apos;s band)</source>
        <translation>Rückforderungen je Spot-Knotenstunde (reliability.spot_interruptions_per_node_hour, sonst das Band der Instanz)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Aggregate checkpoint write bandwidth (reliability.checkpoint_write_gbps, else the default per node)</source>
        <translation>Gesamte Checkpoint-Schreibbandbreite (reliability.checkpoint_write_gbps, sonst der Standardwert je Knoten)</translation>
    </message>
</context>
<context>
    <name>TextFile</name>
    <message>
        <location filename="../widgets/document/TextFile.cpp" line="+20"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../widgets/Theme.cpp" line="+75"/>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Follow the &amp;System</source>
        <translation>&amp;System folgen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
</context>
<context>
    <name>UserCatalog</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+188"/>
        <location filename="../widgets/MainWindow.cpp" line="+186"/>
        <source>Your Catalog</source>
        <translation>Ihr Katalog</translation>
    </message>
    <message>
        <location filename="../widgets/document/UserCatalog.cpp" line="+62"/>
        <source>Your catalog %1 cannot be read (%2); Scaleplan uses the built-in catalog. Check the file&apos;s permissions.</source>
        <translation>Ihr Katalog %1 kann nicht gelesen werden (%2); Scaleplan verwendet den eingebauten Katalog. Prüfen Sie die Zugriffsrechte der Datei.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your catalog %1 was not loaded: %2. Change that entry (or remove the file); until then Scaleplan uses the built-in catalog.</source>
        <translation>Ihr Katalog %1 wurde nicht geladen: %2. Ändern Sie diesen Eintrag (oder entfernen Sie die Datei); bis dahin verwendet Scaleplan den eingebauten Katalog.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No folder for your catalog is known: set SCALEPLAN_CATALOG to a file.</source>
        <translation>Es ist kein Ordner für Ihren Katalog bekannt: Setzen Sie SCALEPLAN_CATALOG auf eine Datei.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 is not a Scaleplan catalog (&quot;format&quot;: &quot;scaleplan.catalog&quot;); fix or remove it first.</source>
        <translation>%1 ist kein Scaleplan-Katalog (&quot;format&quot;: &quot;scaleplan.catalog&quot;); korrigieren oder entfernen Sie die Datei zuerst.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 was left as it was: with the new entry it would not load (%2). Fix or remove the file first.</source>
        <translation>%1 wurde nicht verändert: Mit dem neuen Eintrag ließe sich die Datei nicht laden (%2). Korrigieren oder entfernen Sie die Datei zuerst.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>scaleplan::AccuracyDialog</name>
    <message>
        <location filename="../widgets/accuracy/AccuracyDialog.cpp" line="+46"/>
        <source>Source: %1, %2</source>
        <translation>Quelle: %1, %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Accuracy Against Published Runs</source>
        <translation>Genauigkeit an veröffentlichten Läufen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This scenario: %1</source>
        <translation>Dieses Szenario: %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Published run</source>
        <translation>Veröffentlichter Lauf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Estimated</source>
        <translation>Geschätzt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Throughput, estimate vs. measured</source>
        <translation>Durchsatz, Schätzung ggü. Messung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Held out</source>
        <translation>Zurückgehalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How much faster (+) or slower (−) the estimated training runs than the measurement; for a run that reports step times, the step-time error turned into throughput.</source>
        <translation>Wie viel schneller (+) oder langsamer (−) das geschätzte Training läuft als gemessen; bei Läufen mit Schrittzeiten ist deren Fehler in Durchsatz umgerechnet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The same, estimated with the model&apos;s chosen constants refit on the runs of the other sources only: the error to expect for a run the constants were not chosen with.</source>
        <translation>Dasselbe, geschätzt mit den gewählten Konstanten des Modells, neu angepasst nur an den Läufen der anderen Quellen: der Fehler, der für einen Lauf zu erwarten ist, mit dem die Konstanten nicht gewählt wurden.</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>The runs in bold, listed first, are the most like this scenario (the same GPU, then the nearest model size and GPU count); hover over a run for its source.</source>
        <translation>Die fett gedruckten, zuerst aufgeführten Läufe sind diesem Szenario am ähnlichsten (dieselbe GPU, dann die nächste Modellgröße und GPU-Anzahl); für die Quelle mit der Maus auf einen Lauf zeigen.</translation>
    </message>
</context>
<context>
    <name>scaleplan::Autosaver</name>
    <message>
        <location filename="../widgets/document/Autosaver.cpp" line="+96"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cannot be recovered: %2</source>
        <translation>%1 kann nicht wiederhergestellt werden: %2</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Unsaved work is not autosaved: no free autosave slot in %1.</source>
        <translation>Ungesicherte Arbeit wird nicht automatisch gesichert: kein freier Platz für automatische Sicherungen in %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Unsaved work could not be autosaved to %1: %2.</source>
        <translation>Ungesicherte Arbeit konnte nicht automatisch in %1 gesichert werden: %2.</translation>
    </message>
</context>
<context>
    <name>scaleplan::CalibrationChart</name>
    <message>
        <location filename="../widgets/charts/CalibrationChart.cpp" line="+43"/>
        <source>Measured and fitted step times</source>
        <translation>Gemessene und angepasste Schrittzeiten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPUs (log scale)</source>
        <translation>GPUs (logarithmisch)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step time (s, log scale)</source>
        <translation>Schrittzeit (s, logarithmisch)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>90% band</source>
        <translation>90-%-Band</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extrapolated (target layout)</source>
        <translation>Extrapoliert (Zielaufteilung)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fitted</source>
        <translation>Angepasst</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
</context>
<context>
    <name>scaleplan::CalibrationDialog</name>
    <message>
        <location filename="../widgets/calibration/CalibrationDialog.cpp" line="+52"/>
        <source>Matrix-product rate (GEMM)</source>
        <translation>Matrixprodukt-Rate (GEMM)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory bandwidth (HBM)</source>
        <translation>Speicherbandbreite (HBM)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In-node link (NVLink/PCIe)</source>
        <translation>Knoteninterne Verbindung (NVLink/PCIe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network between nodes</source>
        <translation>Netzwerk zwischen Knoten</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Calibrate from Measurements</source>
        <translation>Aus Messungen kalibrieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measure the open scenario&apos;s step time on a few small clusters (for example 1, 2, 4 and 8 GPUs, then 2 nodes), one row per run. Columns: gpus and step_time_s (or tokens_per_s); optional nodes, tp, pp, global_batch, micro_batch.</source>
        <translation>Messen Sie die Schrittzeit des geöffneten Szenarios auf einigen kleinen Clustern (zum Beispiel 1, 2, 4 und 8 GPUs, dann 2 Knoten), eine Zeile pro Lauf. Spalten: gpus und step_time_s (oder tokens_per_s); optional nodes, tp, pp, global_batch, micro_batch.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Comma-separated, a header line first; lines starting with # are ignored.</source>
        <translation>Durch Kommas getrennt, zuerst eine Kopfzeile; Zeilen, die mit # beginnen, werden ignoriert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Open CSV…</source>
        <translation>CSV &amp;öffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit</source>
        <translation>&amp;Anpassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Least-squares fit of four factors on the catalog&apos;s rates (Levenberg-Marquardt, Ctrl+Return)</source>
        <translation>Kleinste-Quadrate-Anpassung von vier Faktoren auf die Raten des Katalogs (Levenberg-Marquardt, Strg+Eingabe)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Factor</source>
        <translation>Faktor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>90% range</source>
        <translation>90-%-Bereich</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set by</source>
        <translation>Bestimmt durch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Multipliers on the catalog&apos;s rates. &quot;Set by the data&quot;: the measurements narrowed the factor well below its prior (x1.65 at one sigma); otherwise it stays near 1 and widens the band.</source>
        <translation>Multiplikatoren auf die Raten des Katalogs. „Bestimmt durch die Daten“: Die Messungen haben den Faktor deutlich enger eingegrenzt als seine A-priori-Verteilung (x1.65 bei einem Sigma); andernfalls bleibt er nahe 1 und verbreitert das Band.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fitted</source>
        <translation>Angepasst</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Residual</source>
        <translation>Residuum</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Residual = fitted / measured − 1</source>
        <translation>Residuum = angepasst / gemessen − 1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>calibrated</source>
        <translation>kalibriert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Part of the new catalog ids: &lt;gpu&gt;-&lt;name&gt; and &lt;instance&gt;-&lt;name&gt;</source>
        <translation>Teil der neuen Katalog-IDs: &lt;gpu&gt;-&lt;name&gt; und &lt;instance&gt;-&lt;name&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entry name:</source>
        <translation>Eintragsname:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save to Catalog</source>
        <translation>Im Katalog &amp;speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Adds the fitted GPU and instance to your catalog file (%1); restart Scaleplan to pick them.</source>
        <translation>Fügt die angepasste GPU und Instanz Ihrer Katalogdatei (%1) hinzu; starten Sie Scaleplan neu, um sie auszuwählen.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Open measurements</source>
        <translation>Messungen öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSV-Dateien (*.csv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>×%1 – ×%2</source>
        <translation>×%1 – ×%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the data</source>
        <translation>die Daten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the prior</source>
        <translation>die A-priori-Verteilung</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Fitted %n measurement(s): rms residual %1, scatter %2.</source>
        <translation>
            <numerusform>%n Messung angepasst: RMS-Residuum %1, Streuung %2.</numerusform>
            <numerusform>%n Messungen angepasst: RMS-Residuum %1, Streuung %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>At the scenario&apos;s %1 GPUs: %2 s per step (90% band %3–%4 s).</source>
        <translation>Bei den %1 GPUs des Szenarios: %2 s pro Schritt (90-%-Band %3–%4 s).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Saved instance %1 (GPU %2) to %3. Restart Scaleplan to choose it.</source>
        <translation>Instanz %1 (GPU %2) in %3 gespeichert. Starten Sie Scaleplan neu, um sie auszuwählen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved instance %1 (GPU %2) to %3. It is in the cluster&apos;s instance list now.</source>
        <translation>Instanz %1 (GPU %2) in %3 gespeichert. Sie steht jetzt in der Instanzliste des Clusters.</translation>
    </message>
    <message>
        <location filename="../widgets/risk/RiskFeature.cpp" line="+32"/>
        <source>&amp;Calibrate from Measurements…</source>
        <translation>Aus Messungen &amp;kalibrieren…</translation>
    </message>
</context>
<context>
    <name>scaleplan::ChartPanel</name>
    <message>
        <location filename="../widgets/charts/ChartPanel.cpp" line="+49"/>
        <source>No estimate: fix the problem shown in the panel</source>
        <translation>Keine Schätzung: Problem im Eingabebereich beheben</translation>
    </message>
    <message>
        <location filename="../widgets/common/Format.cpp" line="+31"/>
        <source>%1 %</source>
        <comment>percent</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../widgets/charts/ChartPanel.cpp" line="+34"/>
        <source>%1: %2 s per step (%3 of the step)</source>
        <translation>%1: %2 s pro Schritt (%3 des Schritts)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 s</source>
        <translation>%1 %2 s</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+224"/>
        <source>Step time breakdown</source>
        <translation>Aufteilung der Schrittzeit</translation>
    </message>
    <message>
        <location line="-223"/>
        <source>Compute</source>
        <translation>Berechnung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recompute</source>
        <translation>Neuberechnung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The forward passes run again in the backward pass for the layers whose activations recomputation frees (model.md 6.2, 8.2).</source>
        <translation>Die Vorwärtsdurchläufe, die im Rückwärtsdurchlauf für die Schichten wiederholt werden, deren Aktivierungen die Neuberechnung freigibt (model.md 6.2, 8.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tensor-parallel</source>
        <translation>Tensor-Parallelität</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each layer&apos;s all-reduces (with sequence parallelism: all-gathers and reduce-scatters) inside the tensor-parallel group, less what overlaps the products (model.md 4.5).</source>
        <translation>Die All-Reduces jeder Schicht (mit Sequenzparallelität: All-Gathers und Reduce-Scatters) innerhalb der tensorparallelen Gruppe, abzüglich dessen, was sich mit den Produkten überlappt (model.md 4.5).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Context-parallel</source>
        <translation>Kontextparallel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys and values passed round the context-parallel ring, what attention does not cover (model.md 4.8).</source>
        <translation>Keys und Values, die im kontextparallelen Ring weitergereicht werden, soweit die Attention sie nicht verdeckt (model.md 4.8).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert all-to-all</source>
        <translation>Experten-All-to-all</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens sent to the GPUs of their experts and back (model.md 4.9, 5.3).</source>
        <translation>Tokens, die zu den GPUs ihrer Experten und zurück geschickt werden (model.md 4.9, 5.3).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline sends</source>
        <translation>Pipeline-Sendungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activations and their gradients sent between pipeline stages, each send&apos;s latency and bytes (model.md 6.3).</source>
        <translation>Aktivierungen und ihre Gradienten, die zwischen Pipeline-Stufen gesendet werden, mit Latenz und Bytes jeder Sendung (model.md 6.3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data-parallel (exposed)</source>
        <translation>Datenparallel (nicht überlappt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The gradient exchange, and ZeRO&apos;s gathers, that the backward pass does not hide: NCCL&apos;s ring or tree, over NVLink at its full rate plus each GPU&apos;s passes over its own buffer, and over the network at 90% of its rate (model.md 5.2-5.4, 6.4-6.5).</source>
        <translation>Der Gradientenaustausch und die Gathers von ZeRO, soweit der Rückwärtsdurchlauf sie nicht verdeckt: NCCLs Ring oder Baum, über NVLink mit voller Rate zuzüglich der Durchläufe jeder GPU über ihren eigenen Puffer, über das Netzwerk mit 90 % seiner Rate (model.md 5.2-5.4, 6.4-6.5).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bubble</source>
        <translation>Bubble</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stages waiting while the pipeline fills and drains: (p - 1)/v stage times a step (model.md 6.2).</source>
        <translation>Stufen, die warten, während sich die Pipeline füllt und leert: (p - 1)/v Stufenzeiten je Schritt (model.md 6.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The optimizer step, memory-bound: reading and writing each owned parameter&apos;s weights, gradient and moments (model.md 6.7).</source>
        <translation>Der Optimiererschritt, speichergebunden: Lesen und Schreiben von Gewichten, Gradient und Momenten jedes eigenen Parameters (model.md 6.7).</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+29"/>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Host wait</source>
        <translation>Warten auf Host</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU waiting for the host to issue the kernels of layers too small to keep it busy: a layer takes at least the host&apos;s measured time for it (model.md 4.10).</source>
        <translation>Die GPU wartet darauf, dass der Host die Kernel von Schichten startet, die zu klein sind, um sie auszulasten: Eine Schicht dauert mindestens die gemessene Zeit des Hosts für sie (model.md 4.10).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2 GB per GPU (%3 of the total)</source>
        <translation>%1: %2 GB pro GPU (%3 der Gesamtmenge)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 GB</source>
        <translation>%1 %2 GB</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+178"/>
        <source>Memory per GPU</source>
        <translation>Speicher pro GPU</translation>
    </message>
    <message>
        <location line="-177"/>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The parameters this GPU holds after tensor, pipeline and expert parallelism and ZeRO-3 sharding, in the training precision (model.md 8.1).</source>
        <translation>Die Parameter, die diese GPU nach Tensor-, Pipeline- und Expertenparallelität und ZeRO-3-Sharding hält, in der Trainingsgenauigkeit (model.md 8.1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their gradients, sharded from ZeRO-2 on (model.md 8.1).</source>
        <translation>Ihre Gradienten, ab ZeRO-2 verteilt (model.md 8.1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer states</source>
        <translation>Optimiererzustände</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The optimizer&apos;s moments and, in mixed precision, the fp32 master weights, sharded from ZeRO-1 on (model.md 8.1).</source>
        <translation>Die Momente des Optimierers und bei gemischter Genauigkeit die fp32-Mastergewichte, ab ZeRO-1 verteilt (model.md 8.1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the layers keep for the backward pass, for every micro-batch in flight on this stage (model.md 8.2-8.4).</source>
        <translation>Was die Schichten für den Rückwärtsdurchlauf aufbewahren, für jeden Mikro-Batch, der auf dieser Stufe unterwegs ist (model.md 8.2-8.4).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CUDA can allocate</source>
        <translation>Von CUDA belegbar</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>CUDA can allocate %1 GB</source>
        <translation>Von CUDA belegbar %1 GB</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No node count of any instance type with as many GPUs per node runs this layout: it does not fit in GPU memory or the batch does not divide. Change what the messages above name.</source>
        <translation>Keine Knotenzahl eines Instanztyps mit ebenso vielen GPUs pro Knoten führt dieses Layout aus: es passt nicht in den GPU-Speicher oder der Batch ist nicht teilbar. Ändern Sie, was die Meldungen oben nennen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No node count runs this layout: it does not fit in GPU memory or the batch does not divide. Change what the messages above name to see how it scales.</source>
        <translation>Keine Knotenzahl führt dieses Layout aus: es passt nicht in den GPU-Speicher oder der Batch ist nicht teilbar. Ändern Sie, was die Meldungen oben nennen, um die Skalierung zu sehen.</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Seconds per step (total %1 s)</source>
        <translation>Sekunden pro Schritt (gesamt %1 s)</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>The forward and backward passes: matrix products at the GPU&apos;s measured rate for their shapes, attention at its kernel&apos;s measured rate, element-wise work at the measured memory bandwidth (model.md 3, 4).</source>
        <translation>Vorwärts- und Rückwärtsdurchlauf: Matrixprodukte mit der gemessenen Rate der GPU für ihre Formen, Attention mit der gemessenen Rate ihres Kernels, elementweise Arbeit mit der gemessenen Speicherbandbreite (model.md 3, 4).</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Gradient compression&apos;s encoding and decoding, PyTorch DDP&apos;s bucket copies, PyTorch FSDP&apos;s copies of the gathered parameters and their gradients, and the gradients&apos; sums into .grad (model.md 6.6).</source>
        <translation>Kodieren und Dekodieren der Gradientenkompression, die Bucket-Kopien von PyTorch DDP, die Kopien der gesammelten Parameter und ihrer Gradienten durch PyTorch FSDP und das Aufsummieren der Gradienten in .grad (model.md 6.6).</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The CUDA context and runtime, ZeRO-3&apos;s gathered layers, autocast&apos;s 16-bit weight copies, compression&apos;s error feedback, CUDA graphs&apos; memory pool and the caching allocator&apos;s unusable share (model.md 8.5).</source>
        <translation>CUDA-Kontext und Laufzeit, die gesammelten Schichten von ZeRO-3, die 16-Bit-Gewichtskopien von Autocast, die Fehlerrückführung der Kompression, der Speicherpool der CUDA-Graphen und der unbrauchbare Anteil des Caching-Allocators (model.md 8.5).</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>GB per GPU (peak %1 GB)</source>
        <translation>GB pro GPU (Spitze %1 GB)</translation>
    </message>
    <message>
        <location filename="../widgets/common/Format.cpp" line="+16"/>
        <source>$%1B</source>
        <comment>billions of US dollars</comment>
        <translation>%1 Mrd. $</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>$%1M</source>
        <comment>millions of US dollars</comment>
        <translation>%1 Mio. $</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>$%1k</source>
        <comment>thousands of US dollars</comment>
        <translation>%1 Tsd. $</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>$%1</source>
        <comment>US dollars</comment>
        <translation>%1 $</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 h</source>
        <comment>hours</comment>
        <translation>%1 h</translation>
    </message>
    <message>
        <location filename="../widgets/charts/ChartPanel.cpp" line="+86"/>
        <location filename="../widgets/charts/CostTimeChart.cpp" line="+126"/>
        <source>Cost versus time</source>
        <translation>Kosten über Zeit</translation>
    </message>
    <message>
        <location filename="../widgets/charts/CostTimeChart.cpp" line="+9"/>
        <source>%.12g h</source>
        <comment>log axis label: hours; keep %.12g (printf-style)</comment>
        <translation>%.12g h</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expected wall-clock time</source>
        <translation>Erwartete Gesamtdauer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expected wall-clock time (log scale)</source>
        <translation>Erwartete Gesamtdauer (logarithmisch)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total cost</source>
        <translation>Gesamtkosten</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+737"/>
        <source>Planner frontier</source>
        <translation>Front des Planers</translation>
    </message>
    <message>
        <location line="-727"/>
        <source>Planner frontier: no plan found is both faster and cheaper than this line
%1, %2</source>
        <translation>Front des Planers: Kein gefundener Plan ist zugleich schneller und günstiger als diese Linie
%1, %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Selected in the Planner: %1 nodes
%2, %3</source>
        <translation>Im Planer ausgewählt: %1 Knoten
%2, %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>p10–p90 with failures and spot reclaims</source>
        <translation>p10–p90 mit Ausfällen und Spot-Rückforderungen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Between the 10th and 90th percentile of time and cost: hardware failures (Llama 3 rate) and spot reclaims, each losing the work since the last checkpoint plus a restart (docs/risk.md)</source>
        <translation>Zwischen dem 10. und 90. Perzentil von Dauer und Kosten: Hardwareausfälle (Rate aus Llama 3) und Spot-Rückforderungen, die jeweils die Arbeit seit dem letzten Checkpoint plus einen Neustart kosten (docs/risk.md)</translation>
    </message>
    <message>
        <location line="+677"/>
        <source>%1 (this scenario)</source>
        <translation>%1 (dieses Szenario)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Other instance types (%1)</source>
        <translation>Andere Instanztypen (%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Selected in the Planner (nodes: %1)</source>
        <translation>Im Planer ausgewählt (Knoten: %1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This plan (nodes: %1)</source>
        <translation>Dieser Plan (Knoten: %1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This plan (nodes: %1) cannot run: see the message beside the inputs</source>
        <translation>Dieser Plan (Knoten: %1) läuft nicht: siehe die Meldung bei den Eingaben</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Off the chart: costs above %1</source>
        <translation>Außerhalb des Diagramms: Kosten über %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Budget %1</source>
        <translation>Budget %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deadline %1</source>
        <translation>Frist %1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>This plan</source>
        <translation>Dieser Plan</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+30"/>
        <source>%1, nodes: %2</source>
        <translation>%1, Knoten: %2</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+30"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Click to use this node count</source>
        <translation>Klicken, um diese Knotenzahl zu übernehmen</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Off the chart: costs more than the axis shows</source>
        <translation>Außerhalb des Diagramms: teurer, als die Achse zeigt</translation>
    </message>
    <message>
        <location filename="../widgets/charts/ChartPanel.cpp" line="+6"/>
        <location filename="../widgets/charts/ScalingChart.cpp" line="+42"/>
        <source>Scaling</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <location filename="../widgets/charts/ScalingChart.cpp" line="+7"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%.0f×</source>
        <comment>speedup axis label; keep %.0f (printf-style)</comment>
        <translation>%.0f×</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+17"/>
        <source>Speedup</source>
        <translation>Beschleunigung</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>%.0f %</source>
        <comment>efficiency axis label; keep %.0f (printf-style)</comment>
        <translation>%.0f %</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>Scaling efficiency</source>
        <translation>Skalierungseffizienz</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Ideal speedup</source>
        <translation>Ideale Beschleunigung</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>Nodes: %1</source>
        <translation>Knoten: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speedup %1×, efficiency %2 %</source>
        <translation>Beschleunigung %1×, Effizienz %2 %</translation>
    </message>
</context>
<context>
    <name>scaleplan::ClusterGroup</name>
    <message>
        <location filename="../widgets/panels/ClusterGroup.cpp" line="+33"/>
        <source>Amazon Web Services</source>
        <translation>Amazon Web Services</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Google Cloud</source>
        <translation>Google Cloud</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Microsoft Azure</source>
        <translation>Microsoft Azure</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nebius</source>
        <translation>Nebius</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CoreWeave</source>
        <translation>CoreWeave</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This machine (measured)</source>
        <translation>Diese Maschine (gemessen)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+11"/>
        <source>%1/h</source>
        <translation>%1/h</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>no price in the catalog</source>
        <translation>kein Preis im Katalog</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2 × %3 — %4</source>
        <translation>%1 — %2 × %3 — %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no spot price in the catalog</source>
        <translation>kein Spot-Preis im Katalog</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (spot %2)</source>
        <translation>%1 (Spot %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;Network between nodes: %3 Gbit/s. %4&lt;br&gt;On-demand %5, spot %6.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Prices:&lt;/b&gt; %7&lt;/p&gt;&lt;p&gt;%8&lt;/p&gt;&lt;p&gt;&lt;b&gt;Sources:&lt;/b&gt;&lt;br&gt;%9&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;Netzwerk zwischen Knoten: %3 Gbit/s. %4&lt;br&gt;On-Demand %5, Spot %6.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Preise:&lt;/b&gt; %7&lt;/p&gt;&lt;p&gt;%8&lt;/p&gt;&lt;p&gt;&lt;b&gt;Quellen:&lt;/b&gt;&lt;br&gt;%9&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>listed in the catalog file and in the appendix of the PDF report</source>
        <translation>in der Katalogdatei und im Anhang des PDF-Berichts aufgeführt</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Prices are catalog snapshots, not live quotes: hover over a machine for the price date and sources.</source>
        <translation>Die Preise sind Momentaufnahmen aus dem Katalog, keine aktuellen Angebote: Zeigen Sie auf eine Maschine, um Preisstand und Quellen zu sehen.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Your own hardware</source>
        <translation>Eigene Hardware</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Described cluster (GPU, network and price)</source>
        <translation>Eigener Cluster (GPU, Netzwerk und Preis)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An on-premises or other cluster: choose the GPU, GPUs per node, the network bandwidth of one node and a price per node-hour.</source>
        <translation>Ein On-Premises- oder anderer Cluster: Wählen Sie die GPU, die GPUs pro Knoten, die Netzwerkbandbreite eines Knotens und einen Preis pro Knotenstunde.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose %1</source>
        <translation>%1 wählen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Describe the cluster</source>
        <translation>Cluster beschreiben</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 GB, %2 GB/s, %3 dense 16-bit TFLOP/s</source>
        <translation>%1 GB, %2 GB/s, %3 dichte 16-Bit-TFLOP/s</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Change GPU</source>
        <translation>GPU ändern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>required</source>
        <translation>erforderlich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs in one node that share the fast in-node link.</source>
        <translation>GPUs in einem Knoten, die sich die schnelle knoteninterne Verbindung teilen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Change GPUs per node</source>
        <translation>GPUs pro Knoten ändern</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> Gbit/s</source>
        <translation> Gbit/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>required for more than one node</source>
        <translation>nötig bei mehr als einem Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network bandwidth of one node, all its NICs together.</source>
        <translation>Netzwerkbandbreite eines Knotens, alle seine NICs zusammen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Change inter-node bandwidth</source>
        <translation>Bandbreite zwischen Knoten ändern</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The region the nodes run in: prices differ between regions. The catalog&apos;s default region is listed first; reservations are priced in it only (docs/prices.md).</source>
        <translation>Die Region, in der die Knoten laufen: Preise unterscheiden sich zwischen Regionen. Die Standardregion des Katalogs steht zuerst; Reservierungen sind nur für sie bepreist (docs/prices.md).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Change region</source>
        <translation>Region ändern</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (catalog default)</source>
        <translation>%1 (Katalog-Standard)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source> per node-hour</source>
        <translation> pro Knotenstunde</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change price per node-hour</source>
        <translation>Preis pro Knotenstunde ändern</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The catalog&apos;s price for this instance bought as: %1. A price here overrides it; zero uses the catalog price again.</source>
        <translation>Der Katalogpreis dieser Instanz bei Kaufart: %1. Ein Preis hier überschreibt ihn; null verwendet wieder den Katalogpreis.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>catalog: %1 per node-hour</source>
        <translation>Katalog: %1 pro Knotenstunde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none (costs show as zero)</source>
        <translation>keiner (Kosten werden als null angezeigt)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What one node costs per hour (all its GPUs). Without it the estimate has no cost figures.</source>
        <translation>Was ein Knoten pro Stunde kostet (mit allen GPUs). Ohne diesen Wert enthält die Schätzung keine Kostenangaben.</translation>
    </message>
</context>
<context>
    <name>scaleplan::ComparisonCards</name>
    <message>
        <location filename="../widgets/compare/ComparisonCards.cpp" line="+179"/>
        <source>Coloured: better or worse than the first card</source>
        <translation>Farbig: besser oder schlechter als die erste Karte</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (%2)</source>
        <comment>an input&apos;s value (its difference from the first)</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>scaleplan::ComparisonDock</name>
    <message>
        <location filename="../widgets/compare/ComparisonDock.cpp" line="+19"/>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Each compared scenario is followed by its difference from the first column. Right-click a compared column to make it the open scenario or to remove it; Delete removes the selected columns</source>
        <translation>Auf jedes verglichene Szenario folgt sein Unterschied zur ersten Spalte. Rechtsklick auf eine verglichene Spalte macht sie zum offenen Szenario oder entfernt sie; Entf entfernt die ausgewählten Spalten</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Remove From Comparison</source>
        <translation>Aus dem Vergleich entfernen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Make &quot;%1&quot; the Open Scenario</source>
        <translation>„%1“ zum offenen Szenario machen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove &quot;%1&quot; From Comparison</source>
        <translation>„%1“ aus dem Vergleich entfernen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Use %1</source>
        <translation>%1 übernehmen</translation>
    </message>
</context>
<context>
    <name>scaleplan::ComparisonModel</name>
    <message>
        <location filename="../widgets/compare/ComparisonModel.cpp" line="-299"/>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes (GPUs)</source>
        <translation>Knoten (GPUs)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layout (tp × pp × dp, ZeRO)</source>
        <translation>Aufteilung (tp × pp × dp, ZeRO)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training time (expected)</source>
        <translation>Trainingsdauer (erwartet)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost (expected)</source>
        <translation>Kosten (erwartet)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory per GPU</source>
        <translation>Speicher pro GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fits and runs</source>
        <translation>Passt und läuft</translation>
    </message>
    <message>
        <location line="+479"/>
        <source>%1 points</source>
        <comment>percentage points</comment>
        <translation>%1 Prozentpunkte</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Better than &quot;%1&quot;: %2</source>
        <translation>Besser als „%1“: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Worse than &quot;%1&quot;: %2</source>
        <translation>Schlechter als „%1“: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Difference from &quot;%1&quot;: %2</source>
        <translation>Unterschied zu „%1“: %2</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>&quot;%1&quot; minus &quot;%2&quot; (the first column)</source>
        <translation>„%1“ minus „%2“ (die erste Spalte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difference</source>
        <translation>Unterschied</translation>
    </message>
    <message>
        <location line="-205"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>invalid layout</source>
        <translation>ungültige Aufteilung</translation>
    </message>
    <message>
        <location line="-318"/>
        <location line="+318"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="-320"/>
        <source>automatic</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+318"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="-303"/>
        <source>same</source>
        <translation>gleich</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>%1 %2</source>
        <comment>an input that tells alike scenarios apart: its label and value, e.g. Global batch 1,024</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (%2)</source>
        <comment>a scenario&apos;s name (what tells it apart)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+96"/>
        <location line="+70"/>
        <source>%1 tokens/s</source>
        <translation>%1 Token/s</translation>
    </message>
    <message>
        <location line="-68"/>
        <location line="+73"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>%1 / %2 GB</source>
        <translation>%1 / %2 GB</translation>
    </message>
</context>
<context>
    <name>scaleplan::DataGroup</name>
    <message>
        <location filename="../widgets/panels/DataGroup.cpp" line="+79"/>
        <source>Data and training</source>
        <translation>Daten und Training</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Training details</source>
        <translation>Trainingsdetails</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision, recomputation, attention kernel and the other choices of the training software.</source>
        <translation>Genauigkeit, Neuberechnung, Attention-Kernel und die übrigen Einstellungen der Trainingssoftware.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>required</source>
        <translation>erforderlich</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+433"/>
        <source>Training tokens</source>
        <translation>Trainings-Tokens</translation>
    </message>
    <message>
        <location line="-423"/>
        <source>Change training samples</source>
        <translation>Trainings-Samples ändern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change training tokens</source>
        <translation>Trainings-Tokens ändern</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sequences (samples) per optimizer step, over all data-parallel replicas. Must be a multiple of dp × micro-batch (the arrows step by that); the quotient is the number of micro-batches per step.</source>
        <translation>Sequenzen (Samples) pro Optimiererschritt über alle datenparallelen Replikate. Muss ein Vielfaches von dp × Mikro-Batch sein (die Pfeile springen in diesen Schritten); der Quotient ist die Zahl der Mikro-Batches pro Schritt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change global batch</source>
        <translation>Globalen Batch ändern</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sequences per forward and backward pass on one pipeline. Larger micro-batches use the GPU better but hold more activations.</source>
        <translation>Sequenzen pro Vorwärts- und Rückwärtsdurchlauf auf einer Pipeline. Größere Mikro-Batches lasten die GPU besser aus, halten aber mehr Aktivierungen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change micro-batch</source>
        <translation>Mikro-Batch ändern</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+54"/>
        <location line="+19"/>
        <location line="+48"/>
        <location line="+60"/>
        <location line="+44"/>
        <location line="+24"/>
        <location line="+63"/>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <location line="-295"/>
        <source>Arithmetic of the matrix products; sets the GPU&apos;s peak rate and the bytes of weights and activations. On GPUs with bf16, fp16 products run at about 0.95 of the bf16 rate: more mantissa bits switch at the power limit (measured on an H100 and H200s).</source>
        <translation>Arithmetik der Matrixprodukte; bestimmt die Spitzenleistung der GPU und die Bytes von Gewichten und Aktivierungen. Auf GPUs mit bf16 laufen fp16-Produkte mit etwa 0,95 der bf16-Rate: Am Leistungslimit schalten mehr Mantissenbits (gemessen auf einer H100 und H200s).</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>PyTorch&apos;s default (convolutions only)</source>
        <translation>PyTorch-Standard (nur Faltungen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On (products and convolutions)</source>
        <translation>Ein (Produkte und Faltungen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off (IEEE fp32)</source>
        <translation>Aus (IEEE-fp32)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP32 training only: whether fp32 products run on the TF32 tensor cores of Ampere and later GPUs (8x the A100&apos;s fp32 peak). PyTorch runs convolutions in TF32 and matrix products in fp32 unless torch.backends.cuda.matmul.allow_tf32 is set; NVIDIA&apos;s training scripts and the Hugging Face Trainer&apos;s --tf32 turn it on.</source>
        <translation>Nur für FP32-Training: ob fp32-Produkte auf den TF32-Tensorkernen von Ampere- und neueren GPUs laufen (8× der fp32-Spitzenleistung der A100). PyTorch rechnet Faltungen in TF32 und Matrixprodukte in fp32, sofern torch.backends.cuda.matmul.allow_tf32 nicht gesetzt ist; NVIDIAs Trainingsskripte und --tf32 des Hugging-Face-Trainers schalten es ein.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Activation recomputation trades a repeated forward pass for activation memory (Korthikanti et al. 2022).</source>
        <translation>Die Aktivierungs-Neuberechnung tauscht einen wiederholten Vorwärtsdurchlauf gegen Aktivierungsspeicher (Korthikanti et al. 2022).</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+317"/>
        <source>every layer</source>
        <translation>jede Schicht</translation>
    </message>
    <message>
        <location line="-315"/>
        <source>With full recomputation: how many layers of each pipeline chunk are rebuilt from their input (Megatron-LM&apos;s --recompute-method block); the chunk&apos;s other layers keep their activations, which costs memory and saves their repeated forward pass.</source>
        <translation>Bei voller Neuberechnung: wie viele Schichten jedes Pipeline-Abschnitts aus ihrer Eingabe neu aufgebaut werden (Megatron-LMs --recompute-method block); die übrigen Schichten des Abschnitts behalten ihre Aktivierungen, was Speicher kostet und ihren wiederholten Vorwärtsdurchlauf spart.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change recomputed layers</source>
        <translation>Neu berechnete Schichten ändern</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>How selective recomputation chooses what to rebuild: by part of each layer, as Megatron-Core names them (below), or torchtitan&apos;s op-level policy, which keeps the outputs of every other matrix product and of the attention kernel and rebuilds the rest, element-wise work included (activation_checkpoint.mode &quot;selective&quot;, selective_ac_option &quot;op&quot;; dense layers with ordinary attention; docs/model.md 8.2.2).</source>
        <translation>Wie die selektive Neuberechnung wählt, was neu berechnet wird: nach Teilen jeder Schicht, wie Megatron-Core sie benennt (unten), oder nach torchtitans Richtlinie auf Operatorebene, die die Ausgaben jedes zweiten Matrixprodukts und des Attention-Kernels behält und den Rest neu berechnet, elementweise Arbeit eingeschlossen (activation_checkpoint.mode &quot;selective&quot;, selective_ac_option &quot;op&quot;; dichte Schichten mit gewöhnlicher Attention; docs/model.md 8.2.2).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>With selective recomputation: the parts of each layer rebuilt in the backward pass instead of kept (Megatron-Core&apos;s --recompute-modules). Latent attention&apos;s up projections and the norms before it and before the experts cost little to rebuild and free much memory; DeepSeek-V3&apos;s own run recomputed both (DeepSeek-V3 report, Sec. 3.2.3). In dense layers Transformer Engine fuses the norms into the products after them, so recomputing them frees nothing there.</source>
        <translation>Bei selektiver Neuberechnung: die Teile jeder Schicht, die im Rückwärtsdurchlauf neu aufgebaut statt aufbewahrt werden (--recompute-modules von Megatron-Core). Die Aufwärtsprojektionen der latenten Attention und die Normen vor ihr und vor den Experten sind billig neu zu berechnen und sparen viel Speicher; DeepSeek-V3 hat in seinem eigenen Lauf beides neu berechnet (DeepSeek-V3-Bericht, Abschn. 3.2.3). In dichten Schichten verschmilzt Transformer Engine die Normen mit den folgenden Produkten, dort spart ihre Neuberechnung nichts.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Change recomputed parts</source>
        <translation>Neu berechnete Teile ändern</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The attention kernel. FlashAttention never stores the score matrix; FlashAttention-2 runs 1.7-3.0x faster than FlashAttention-1 and 1.3-2.5x faster than FlashAttention in Triton (Dao 2023). On Hopper GPUs FlashAttention-3 and cuDNN&apos;s fused attention (Transformer Engine) run 1.7x faster than FlashAttention-2 (Shah et al. 2024). Standard attention keeps the scores and their softmax in memory.</source>
        <translation>Der Attention-Kernel. FlashAttention speichert die Score-Matrix nie; FlashAttention-2 läuft 1,7- bis 3,0-mal schneller als FlashAttention-1 und 1,3- bis 2,5-mal schneller als FlashAttention in Triton (Dao 2023). Auf Hopper-GPUs laufen FlashAttention-3 und die fusionierte Attention von cuDNN (Transformer Engine) 1,7-mal schneller als FlashAttention-2 (Shah et al. 2024). Standard-Attention hält die Scores und ihr Softmax im Speicher.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>How the layer&apos;s element-wise work runs. Fused: a norm, the rotary embedding, SwiGLU and each bias-dropout-add in one pass, as Megatron-LM and Transformer Engine run them (torch.compile fuses as much). Eager: every PyTorch operation its own kernel, as Hugging Face Transformers&apos; modules run without torch.compile; an RMSNorm then moves 36 bytes an element through fp32 instead of 4, the rotary embedding 20 over strided views; a Llama 3 8B layer measured on an H200 took 20% longer and kept 44% more memory than fused kernels would (docs/model.md 4.4).</source>
        <translation>Wie die elementweise Arbeit der Schicht läuft. Fusioniert: eine Norm, die Rotationseinbettung, SwiGLU und jedes Bias-Dropout-Add in einem Durchgang, wie Megatron-LM und Transformer Engine sie ausführen (torch.compile fusioniert ebenso viel). Eager: jede PyTorch-Operation ein eigener Kernel, wie die Module von Hugging Face Transformers ohne torch.compile laufen; eine RMSNorm bewegt dann 36 Bytes je Element über fp32 statt 4, die Rotationseinbettung 20 über verschachtelte Sichten; eine auf einer H200 gemessene Llama-3-8B-Schicht brauchte 20 % länger und hielt 44 % mehr Speicher als mit fusionierten Kerneln (docs/model.md 4.4).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The stack that runs the training. Choosing one sets the rows it decides to its own defaults: DeepSpeed runs its own pipeline engine and, below ZeRO-3, reduces the gradients after the backward pass (overlap_comm is off by default); PyTorch FSDP runs each operation as its own kernel unless compiled and DDP copies its gradient buckets. The estimate also takes the stack&apos;s gradient bucket size (Megatron-Core&apos;s grows with the data parallelism) and DeepSpeed&apos;s cap on gathered ZeRO-3 parameters; the launch files start it (docs/model.md 6.9).</source>
        <translation>Die Software, mit der trainiert wird. Die Wahl setzt die Zeilen, die sie bestimmt, auf ihre eigenen Vorgaben: DeepSpeed nutzt seine eigene Pipeline-Engine und reduziert unterhalb von ZeRO-3 die Gradienten erst nach dem Rückwärtsdurchlauf (overlap_comm ist standardmäßig aus); PyTorch FSDP führt ohne Kompilierung jede Operation als eigenen Kernel aus, und DDP kopiert seine Gradienten-Buckets. Die Schätzung übernimmt außerdem die Bucket-Größe der Software (die von Megatron-Core wächst mit der Datenparallelität) und die Obergrenze von DeepSpeed für gesammelte ZeRO-3-Parameter; die Startdateien starten sie (docs/model.md 6.9).</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No: the host issues every kernel</source>
        <translation>Nein: der Host startet jeden Kernel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes: layers replayed from captured graphs</source>
        <translation>Ja: Schichten aus aufgezeichneten Graphen abgespielt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether each layer&apos;s kernels are replayed from a captured CUDA graph (Megatron-LM&apos;s --cuda-graph-impl, torch.compile&apos;s mode=&quot;reduce-overhead&quot;). Without graphs a layer takes at least the host&apos;s time to issue its kernels, 1.5 ms forward and backward measured on H200 machines, which paces small models and small micro-batches; graphs remove that wait and keep about a fifth more memory than the activations for their pool (docs/model.md 4.10).</source>
        <translation>Ob die Kernel jeder Schicht aus einem aufgezeichneten CUDA-Graphen abgespielt werden (--cuda-graph-impl von Megatron-LM, mode=&quot;reduce-overhead&quot; von torch.compile). Ohne Graphen dauert eine Schicht mindestens so lange, wie der Host braucht, um ihre Kernel zu starten: 1,5 ms für Vorwärts- und Rückwärtslauf, gemessen auf H200-Maschinen; das bremst kleine Modelle und kleine Mikro-Batches. Graphen beseitigen dieses Warten und belegen für ihren Speicherpool etwa ein Fünftel mehr als die Aktivierungen (docs/model.md 4.10).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Where bf16 or fp16 training keeps its weights. 16-bit weights with an fp32 main copy in the optimizer: Megatron-LM, DeepSpeed, FSDP&apos;s MixedPrecision. PyTorch autocast: fp32 weights, gradients and residual stream, each product&apos;s inputs cast to 16 bits, as Hugging Face&apos;s Trainer (bf16=True) and Lightning&apos;s bf16-mixed run it; every weight is then cast in each forward pass and its gradient back, gradients travel in fp32 and each product keeps its 16-bit weight copy for the backward pass (docs/model.md 4.4).</source>
        <translation>Wo ein Training in bf16 oder fp16 seine Gewichte hält. 16-Bit-Gewichte mit einer fp32-Hauptkopie im Optimierer: Megatron-LM, DeepSpeed, FSDPs MixedPrecision. PyTorch-Autocast: Gewichte, Gradienten und Residualstrom in fp32, die Eingaben jedes Produkts in 16 Bit umgewandelt, wie Hugging Faces Trainer (bf16=True) und Lightnings bf16-mixed es ausführen; dann wird jedes Gewicht in jedem Vorwärtsdurchlauf umgewandelt und sein Gradient zurück, Gradienten werden in fp32 übertragen und jedes Produkt behält seine 16-Bit-Kopie des Gewichts für den Rückwärtsdurchlauf (docs/model.md 4.4).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>fp32 (4 bytes a moment)</source>
        <translation>fp32 (4 Bytes je Moment)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bf16 (2 bytes a moment)</source>
        <translation>bf16 (2 Bytes je Moment)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Precision of the optimizer&apos;s moments (Adam&apos;s m and v, SGD&apos;s momentum). bf16 halves their memory and their traffic in the optimizer step, as Megatron-Core&apos;s precision-aware optimizer (--exp-avg-dtype bf16 --exp-avg-sq-dtype bf16) and NeMo&apos;s distributed Adam with dtype bf16 keep them (docs/model.md 8.1).</source>
        <translation>Genauigkeit der Momente des Optimierers (m und v bei Adam, Momentum bei SGD). bf16 halbiert ihren Speicher und ihren Datenverkehr im Optimiererschritt, wie sie der präzisionsbewusste Optimierer von Megatron-Core (--exp-avg-dtype bf16 --exp-avg-sq-dtype bf16) und NeMos verteilter Adam mit dtype bf16 halten (docs/model.md 8.1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fp32 copy (4 bytes)</source>
        <translation>fp32-Kopie (4 Bytes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remainders beside bf16 weights (2 bytes)</source>
        <translation>Reste neben bf16-Gewichten (2 Bytes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None: 16-bit weights updated in place</source>
        <translation>Keine: 16-Bit-Gewichte direkt aktualisiert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How mixed precision keeps the fp32 main copy of its 16-bit weights: whole; as the 16 low bits that complete a bf16 weight to fp32 (store_param_remainders of Transformer Engine&apos;s and Apex&apos;s Adam, on in Megatron-Core&apos;s precision-aware optimizer); or not at all (NeMo&apos;s distributed Adam with dtype bf16, metaseq&apos;s --memory-efficient-fp16). fp16 weights keep a whole copy; fp32 and autocast training have none (docs/model.md 8.1).</source>
        <translation>Wie gemischte Genauigkeit die fp32-Hauptkopie ihrer 16-Bit-Gewichte hält: ganz; als die 16 unteren Bits, die ein bf16-Gewicht zu fp32 ergänzen (store_param_remainders von Transformer Engines und Apex&apos; Adam, eingeschaltet im präzisionsbewussten Optimierer von Megatron-Core); oder gar nicht (NeMos verteilter Adam mit dtype bf16, metaseqs --memory-efficient-fp16). fp16-Gewichte behalten eine ganze Kopie; fp32- und Autocast-Training haben keine (docs/model.md 8.1).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No: every tensor-parallel rank keeps it whole</source>
        <translation>Nein: jeder Tensor-Parallel-Rang hält sie ganz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes: each rank keeps 1/tp, gathered to rebuild</source>
        <translation>Ja: jeder Rang hält 1/tp, zum Neuberechnen gesammelt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With full recomputation and tensor parallelism without sequence parallelism: each rank keeps 1/tp of a layer&apos;s saved input and all-gathers it before the layer is rebuilt (Megatron-LM&apos;s --distribute-saved-activations, DeepSpeed&apos;s partition_activations; docs/model.md 8.2).</source>
        <translation>Bei vollständiger Neuberechnung und Tensor-Parallelität ohne Sequenz-Parallelität: jeder Rang hält 1/tp der gespeicherten Eingabe einer Schicht und sammelt sie per All-Gather, bevor die Schicht neu berechnet wird (Megatron-LMs --distribute-saved-activations, DeepSpeeds partition_activations; docs/model.md 8.2).</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Where fp8 training takes each tensor&apos;s scale. Delayed: from the amax of earlier steps, so a norm writes fp8 directly (Transformer Engine&apos;s DelayedScaling, Megatron-LM&apos;s default). Current: from the tensor&apos;s own amax, read in a pass of its own before every cast (Megatron-LM&apos;s --fp8-recipe tensorwise, torchao&apos;s float8 in torchtitan). That read added 6-8% to a Llama 3 8B layer&apos;s fp8 products on H200s and an H100 (docs/model.md 4.4).</source>
        <translation>Woher FP8-Training die Skalierung jedes Tensors nimmt. Verzögert: aus dem amax früherer Schritte, sodass eine Norm direkt FP8 schreibt (DelayedScaling von Transformer Engine, Standard in Megatron-LM). Aktuell: aus dem eigenen amax des Tensors, in einem eigenen Durchlauf vor jeder Umwandlung gelesen (--fp8-recipe tensorwise in Megatron-LM, float8 von torchao in torchtitan). Dieses Lesen verlängerte die FP8-Produkte einer Llama-3-8B-Schicht auf H200 und H100 um 6–8 % (docs/model.md 4.4).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>dropless</source>
        <translation>ohne Verwerfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mixture-of-experts models: each expert&apos;s token buffer padded to this multiple of its balanced share (tokens × experts per token ÷ experts), as GShard, Switch Transformer, DeepSpeed-MoE and Megatron-Core with --moe-pad-expert-input-to-capacity run it. The experts compute, keep and send the padding like tokens, so time and memory grow with the factor; tokens beyond the capacity are dropped. Dropless (Megatron-Core&apos;s default): every expert computes its balanced share.</source>
        <translation>Mixture-of-Experts-Modelle: Der Token-Puffer jedes Experten wird auf dieses Vielfache seines ausgeglichenen Anteils (Tokens × Experten pro Token ÷ Experten) aufgefüllt, wie GShard, Switch Transformer, DeepSpeed-MoE und Megatron-Core mit --moe-pad-expert-input-to-capacity es tun. Die Experten rechnen, speichern und senden die Auffüllung wie Tokens, daher wachsen Zeit und Speicher mit dem Faktor; Tokens über der Kapazität werden verworfen. Ohne Verwerfen (Vorgabe von Megatron-Core): Jeder Experte rechnet seinen ausgeglichenen Anteil.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Change expert capacity</source>
        <translation>Expertenkapazität ändern</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Samples to train, e.g. epochs × data set size: 1.2M, 90M or 1.2e6.</source>
        <translation>Zu trainierende Samples, z. B. Epochen × Datensatzgröße: 1,2 Mio., 90M oder 1.2e6.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens to train over the whole run: 15T, 300B or 1.5e12.</source>
        <translation>Tokens über den ganzen Lauf: 15T, 300 Mrd. oder 1.5e12.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Training samples</source>
        <translation>Trainings-Samples</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>only with full recomputation</source>
        <translation>nur bei voller Neuberechnung</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>chosen by torchtitan&apos;s policy above</source>
        <translation>durch torchtitans Richtlinie oben gewählt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only with selective recomputation</source>
        <translation>nur bei selektiver Neuberechnung</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The file sets %1 optimizer steps, which override the amount above; changing the amount replaces them.</source>
        <translation>Die Datei legt %1 Optimiererschritte fest, die die Menge oben überschreiben; eine Änderung der Menge ersetzt sie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>= %1 optimizer steps</source>
        <translation>= %1 Optimiererschritte</translation>
    </message>
</context>
<context>
    <name>scaleplan::DocumentationDialog</name>
    <message>
        <location filename="../widgets/help/DocumentationDialog.cpp" line="+95"/>
        <source>Model and Sources</source>
        <translation>Modell und Quellen</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Find in this document (Enter: next match)</source>
        <translation>In diesem Dokument suchen (Eingabe: nächster Treffer)</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Continued from the top.</source>
        <translation>Von oben fortgesetzt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; is not in this document.</source>
        <translation>„%1“ kommt in diesem Dokument nicht vor.</translation>
    </message>
</context>
<context>
    <name>scaleplan::ExportActions</name>
    <message>
        <location filename="../widgets/report/ExportActions.cpp" line="+36"/>
        <source>&amp;PDF Report…</source>
        <translation>&amp;PDF-Bericht…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Sweep CSV…</source>
        <translation>&amp;Knotenzahl-Variation als CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scenario at other node counts, one row each, as in the report</source>
        <translation>Das Szenario bei anderen Knotenzahlen, eine Zeile je Knotenzahl, wie im Bericht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Comparison CSV…</source>
        <translation>&amp;Vergleich als CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The open and compared scenarios, one row each</source>
        <translation>Das geöffnete und die verglichenen Szenarien, eine Zeile je Szenario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;nsitivity CSV…</source>
        <translation>Se&amp;nsitivität als CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected time and cost with each input 10% lower and higher, as View &gt; Sensitivity and scaleplan-cli sensitivity give them</source>
        <translation>Erwartete Dauer und Kosten mit jeder Eingangsgröße 10 % niedriger und höher, wie Ansicht &gt; Sensitivität und scaleplan-cli sensitivity sie liefern</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>No estimate: %1</source>
        <translation>Keine Schätzung: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>US Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PDF Report</source>
        <translation>PDF-Bericht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Paper size:</source>
        <translation>Papierformat:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export PDF report</source>
        <translation>PDF-Bericht exportieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot export the report</source>
        <translation>Der Bericht kann nicht exportiert werden</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Export node sweep</source>
        <translation>Knotenzahl-Variation exportieren</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>Page 1: the verdict, time and cost with their range, the cost breakdown and the planner&apos;s best alternative; then assumptions, charts, breakdowns, node sweep, comparison, risk, method notes and sources, on A4 or US Letter</source>
        <translation>Seite 1: das Urteil, Zeit und Kosten mit ihrem Bereich, die Kostenaufteilung und die beste Alternative des Planers; danach Annahmen, Diagramme, Aufschlüsselungen, Variation der Knotenzahl, Vergleich, Risiko, Hinweise zur Methode und Quellen, auf A4 oder US Letter</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Cannot export the sweep</source>
        <translation>Die Knotenzahl-Variation kann nicht exportiert werden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export comparison</source>
        <translation>Vergleich exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot export the comparison</source>
        <translation>Der Vergleich kann nicht exportiert werden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export sensitivity</source>
        <translation>Sensitivität exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot export the sensitivity</source>
        <translation>Die Sensitivität kann nicht exportiert werden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chart as an image and as SVG</source>
        <translation>Das Diagramm als Bild und als SVG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as &amp;PNG…</source>
        <translation>Als &amp;PNG speichern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as &amp;SVG…</source>
        <translation>Als &amp;SVG speichern…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save chart as SVG</source>
        <translation>Diagramm als SVG speichern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save chart as PNG</source>
        <translation>Diagramm als PNG speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG images (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot save the chart</source>
        <translation>Das Diagramm kann nicht gespeichert werden</translation>
    </message>
</context>
<context>
    <name>scaleplan::FinishTimeChart</name>
    <message>
        <location filename="../widgets/charts/FinishTimeChart.cpp" line="+43"/>
        <source>Simulated finish times</source>
        <translation>Simulierte Fertigstellungszeiten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wall-clock time (h)</source>
        <translation>Gesamtdauer (h)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trials</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Trials per bin</source>
        <translation>Läufe pro Klasse</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>p10 and p90</source>
        <translation>p10 und p90</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p50 (median)</source>
        <translation>p50 (Median)</translation>
    </message>
</context>
<context>
    <name>scaleplan::GoalGroup</name>
    <message>
        <location filename="../widgets/panels/GoalGroup.cpp" line="+14"/>
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The most the run may cost, in US dollars: 2M, 750k or $2,000,000. The summary says whether the expected cost stays within it, the cost-versus-time chart draws it as a line and the planner searches within it. Empty: no budget.</source>
        <translation>Was der Lauf höchstens kosten darf, in US-Dollar: 2 Mio., 750k oder 2.000.000 $. Die Zusammenfassung sagt, ob die erwarteten Kosten darunter bleiben, das Diagramm Kosten über Zeit zeichnet es als Linie, und der Planer sucht darin. Leer: kein Budget.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the run has to be done, from its start: 60 d, 8 w or 1440 h (a number alone is hours). Compared with the expected wall-clock time, failures and restarts included. Empty: no deadline.</source>
        <translation>Bis wann der Lauf fertig sein muss, ab seinem Start: 60 Tage, 8 Wochen oder 1440 h (eine Zahl allein sind Stunden). Verglichen mit der erwarteten Gesamtdauer einschließlich Ausfällen und Neustarts. Leer: keine Frist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On-demand or spot</source>
        <translation>On-Demand oder Spot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On-demand only</source>
        <translation>Nur On-Demand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot only</source>
        <translation>Nur Spot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which capacity the planner may buy. The estimate itself prices the spot share set under Scale and risk.</source>
        <translation>Welche Kapazität der Planer kaufen darf. Die Schätzung selbst rechnet mit dem Spot-Anteil unter Umfang und Risiko.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change capacity</source>
        <translation>Kapazität ändern</translation>
    </message>
</context>
<context>
    <name>scaleplan::InstanceSummaryModel</name>
    <message>
        <location filename="../widgets/planner/InstanceSummaryModel.cpp" line="+49"/>
        <source>Meets the goal</source>
        <translation>Erfüllt das Ziel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Over budget and past the deadline</source>
        <translation>Über Budget und nach der Frist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Past the deadline</source>
        <translation>Nach der Frist</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Over budget</source>
        <translation>Über Budget</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Meets the goal, narrowly</source>
        <translation>Erfüllt das Ziel, knapp</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Every node on spot capacity, priced at the spot price; the expected time and cost include the reclaims the spot band predicts, each losing the work since the last checkpoint.</source>
        <translation>Alle Knoten als Spot-Kapazität zum Spot-Preis; erwartete Dauer und Kosten enthalten die Rückforderungen, die das Spot-Band vorhersagt, jede mit dem Verlust der Arbeit seit dem letzten Checkpoint.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every node bought as %1, at the catalog&apos;s price for it; select the row and apply it to see the whole estimate.</source>
        <translation>Alle Knoten gekauft als %1, zum Katalogpreis dafür; wählen Sie die Zeile und übernehmen Sie sie, um die ganze Schätzung zu sehen.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Instance</source>
        <translation>Instanz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bought as</source>
        <translation>Gekauft als</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
</context>
<context>
    <name>scaleplan::LaunchExportDialog</name>
    <message>
        <location filename="../widgets/export/LaunchExport.cpp" line="+44"/>
        <source>torchrun command line</source>
        <translation>torchrun-Befehlszeile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DeepSpeed configuration</source>
        <translation>DeepSpeed-Konfiguration</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Megatron-LM arguments</source>
        <translation>Megatron-LM-Argumente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kubeflow PyTorchJob</source>
        <translation>Kubeflow PyTorchJob</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slurm batch script</source>
        <translation>Slurm-Batch-Skript</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export Launch Files</source>
        <translation>Startdateien exportieren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The launcher or scheduler the files are written for; every number in them comes from the plan</source>
        <translation>Der Launcher oder Scheduler, für den die Dateien geschrieben werden; jede Zahl darin stammt aus dem Plan</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Folder the files are saved into (created if needed)</source>
        <translation>Ordner, in dem die Dateien gespeichert werden (wird bei Bedarf angelegt)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Target:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Folder:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>The scenario cannot be planned: %1</source>
        <translation>Das Szenario kann nicht geplant werden: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot express this plan: %2</source>
        <translation>%1 kann diesen Plan nicht abbilden: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Warning: this plan is predicted not to run as it stands. The files are written anyway and say so in their first lines:</source>
        <translation>Warnung: Dieser Plan läuft der Vorhersage nach so nicht. Die Dateien werden trotzdem geschrieben und weisen in ihren ersten Zeilen darauf hin:</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Cannot express this plan: %1</source>
        <translation>Kann diesen Plan nicht abbilden: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose a folder to save the launch files into.</source>
        <translation>Wählen Sie einen Ordner, in dem die Startdateien gespeichert werden sollen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The folder %1 cannot be created; choose another folder.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden; wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cannot be written (%2); choose another folder.</source>
        <translation>%1 kann nicht geschrieben werden (%2); wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Launch files not saved</source>
        <translation>Startdateien nicht gespeichert</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Folder for the launch files</source>
        <translation>Ordner für die Startdateien</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Launch Files…</source>
        <translation>&amp;Startdateien…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write a torchrun, DeepSpeed, Megatron-LM, Kubeflow or Slurm launch for this plan</source>
        <translation>Startdateien für torchrun, DeepSpeed, Megatron-LM, Kubeflow oder Slurm für diesen Plan schreiben</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved %1 in %2</source>
        <translation>%1 in %2 gespeichert</translation>
    </message>
</context>
<context>
    <name>scaleplan::MainWindow</name>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="-120"/>
        <source>Scaleplan scenarios (*.scaleplan.json *.json);;All files (*)</source>
        <translation>Scaleplan-Szenarien (*.scaleplan.json *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Pick %1 nodes from the chart</source>
        <translation>%1 Knoten aus dem Diagramm übernehmen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Prices and hardware re-read from %1: the estimate, charts and kept scenarios use them now.</source>
        <translation>Preise und Hardware neu aus %1 gelesen: Schätzung, Diagramme und behaltene Szenarien verwenden sie jetzt.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Compare With Scenario…</source>
        <translation>Mit Szenario &amp;vergleichen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare with scenarios</source>
        <translation>Mit Szenarien vergleichen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Keep for Comparison</source>
        <translation>Für Vergleich &amp;behalten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keeps the scenario as it is now as a column of the comparison and a curve on the cost-versus-time chart, to compare your next changes with it</source>
        <translation>Behält das Szenario, wie es jetzt ist, als Spalte des Vergleichs und als Kurve im Kosten-Zeit-Diagramm, um Ihre nächsten Änderungen damit zu vergleichen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear Comparison</source>
        <translation>Vergleich leeren</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Presentation Mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Tools</source>
        <translation>E&amp;xtras</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Model and Sources…</source>
        <translation>&amp;Modell und Quellen…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Accuracy Against Published Runs…</source>
        <translation>&amp;Genauigkeit an veröffentlichten Läufen…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About Scaleplan</source>
        <translation>Ü&amp;ber Scaleplan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About Scaleplan</source>
        <translation>Über Scaleplan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;&lt;b&gt;Scaleplan&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Plans the time, memory and cost of distributed training from FLOPs, bytes, bandwidths and published measurements. Help &gt; Model and Sources (docs/model.md) states every formula and constant with its source.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Scaleplan&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Plant Zeit, Speicher und Kosten verteilten Trainings anhand von FLOPs, Bytes, Bandbreiten und veröffentlichten Messungen. Hilfe &gt; Modell und Quellen (docs/model.md) nennt jede Formel und Konstante mit ihrer Quelle.&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU GPL Version 3 oder neuer.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot open scenario</source>
        <translation>Szenario kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;System Default</source>
        <translation>&amp;Systemstandard</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The new language applies the next time Scaleplan starts.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start von Scaleplan.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1[*] — Scaleplan</source>
        <translation>%1[*] — Scaleplan</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Cannot compare scenario</source>
        <translation>Szenario kann nicht verglichen werden</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Recover unsaved work</source>
        <translation>Nicht gespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scaleplan ended last time without saving a changed scenario. Recover it?</source>
        <translation>Scaleplan wurde zuletzt beendet, ohne ein geändertes Szenario zu speichern. Wiederherstellen?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot recover</source>
        <translation>Wiederherstellung nicht möglich</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Unsaved changes</source>
        <translation>Nicht gespeicherte Änderungen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The scenario has unsaved changes. Save them first?</source>
        <translation>Das Szenario enthält nicht gespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+16"/>
        <source>Cannot save scenario</source>
        <translation>Szenario kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Save scenario</source>
        <translation>Szenario speichern</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Cannot take these files</source>
        <translation>Diese Dateien können nicht übernommen werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop one Hugging Face config.json at a time, or only scenarios: one to open it, several to compare them.</source>
        <translation>Ziehen Sie jeweils eine Hugging-Face-config.json herein oder nur Szenarien: eines, um es zu öffnen, mehrere, um sie zu vergleichen.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot read the measurements</source>
        <translation>Die Messungen können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>scaleplan::ModelGroup</name>
    <message>
        <location filename="../widgets/panels/ModelGroup.cpp" line="+102"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Sources: %1</source>
        <translation>Quellen: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Custom shape</source>
        <translation>Eigene Abmessungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A built-in architecture (shape from its paper, see the item&apos;s tooltip), or Custom shape to enter your own.</source>
        <translation>Eine eingebaute Architektur (Abmessungen aus ihrer Veröffentlichung, siehe Tooltip des Eintrags) oder „Eigene Abmessungen“, um selbst welche einzugeben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import Hugging Face config…</source>
        <translation>Hugging-Face-Konfiguration importieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads the architecture from a Hugging Face config.json (%1). Its sequence length is the model&apos;s maximum context; lower it to the length you train with.</source>
        <translation>Liest die Architektur aus einer Hugging-Face-config.json (%1). Deren Sequenzlänge ist der maximale Kontext des Modells; senken Sie sie auf die Länge, mit der Sie trainieren.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+280"/>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <location line="-233"/>
        <source>Key/value heads; fewer than the attention heads means grouped-query attention.</source>
        <translation>Key/Value-Heads; weniger als Attention-Heads bedeutet Grouped-Query-Attention.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hidden / heads</source>
        <translation>Hidden-Größe / Köpfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Width of one attention head. At its lowest it is hidden size / heads; Mistral NeMo and Qwen3 set their own (Megatron-LM&apos;s --kv-channels), which changes the attention products.</source>
        <translation>Breite eines Attention-Kopfes. Auf dem kleinsten Wert ist sie Hidden-Größe / Köpfe; Mistral NeMo und Qwen3 legen eine eigene fest (--kv-channels in Megatron-LM), die die Attention-Produkte verändert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>whole sequence</source>
        <translation>ganze Sequenz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sliding-window attention: the tokens each query attends to (Mistral 7B and Gemma 2: 4096, Gemma 3: 1024). FlashAttention-2 and -3 then compute only that band of the score matrix; FlashAttention-1 and unfused attention still compute all of it.</source>
        <translation>Sliding-Window-Attention: die Token, auf die jede Query achtet (Mistral 7B und Gemma 2: 4096, Gemma 3: 1024). FlashAttention-2 und -3 berechnen dann nur dieses Band der Score-Matrix; FlashAttention-1 und nicht fusionierte Attention berechnen weiterhin die ganze.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no layer (all windowed)</source>
        <translation>keine Schicht (alle mit Fenster)</translation>
    </message>
    <message>
        <location line="-115"/>
        <source> layers</source>
        <translation> Schichten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> layer</source>
        <translation> Schicht</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>Tokens per training sequence.</source>
        <translation>Tokens pro Trainingssequenz.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Change MLP type</source>
        <translation>MLP-Typ ändern</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>per token</source>
        <translation>pro Token</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Mixture of experts: experts per layer and how many each token is routed to. 1 and 1 is a dense model.</source>
        <translation>Mixture of Experts: Experten pro Schicht und wie vielen davon jedes Token zugeteilt wird. 1 und 1 ist ein dichtes Modell.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Experts</source>
        <translation>Experten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change experts</source>
        <translation>Experten ändern</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+25"/>
        <location line="+9"/>
        <location line="+44"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Width of the shared experts every token passes through beside its routed ones (Qwen2-MoE, DeepSeekMoE; Megatron-LM&apos;s --moe-shared-expert-intermediate-size).</source>
        <translation>Breite der geteilten Experten, die jedes Token neben seinen gerouteten durchläuft (Qwen2-MoE, DeepSeekMoE; --moe-shared-expert-intermediate-size von Megatron-LM).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none (ordinary attention)</source>
        <translation>keines (gewöhnliche Attention)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Multi-head latent attention (DeepSeek-V2/V3, Kimi K2): keys and values come up from a compressed latent this wide (DeepSeek-V3: 512; Megatron-LM&apos;s --kv-lora-rank), whose down projection every tensor-parallel rank holds whole. The head width is then each head&apos;s width without its rotary part.</source>
        <translation>Multi-Head-Latent-Attention (DeepSeek-V2/V3, Kimi K2): Keys und Values entstehen aus einem komprimierten Latent dieser Breite (DeepSeek-V3: 512; --kv-lora-rank von Megatron-LM), dessen Down-Projektion jeder Tensor-Parallel-Rang vollständig hält. Die Kopfbreite ist dann die Breite jedes Kopfes ohne seinen Rotary-Teil.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>With latent attention: the queries come up from a latent this wide (DeepSeek-V3: 1,536; --q-lora-rank); none: straight from the hidden state (DeepSeek-V2-Lite).</source>
        <translation>Mit Latent-Attention: die Queries entstehen aus einem Latent dieser Breite (DeepSeek-V3: 1.536; --q-lora-rank); keines: direkt aus dem Hidden State (DeepSeek-V2-Lite).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>values</source>
        <translation>Values</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>With latent attention: the rotary part of each query and key head, which the heads&apos; keys share (DeepSeek-V3: 64; --qk-pos-emb-head-dim), and the width of each value head (128; --v-head-dim; none: the head width).</source>
        <translation>Mit Latent-Attention: der Rotary-Teil jedes Query- und Key-Kopfes, den sich die Keys der Köpfe teilen (DeepSeek-V3: 64; --qk-pos-emb-head-dim), und die Breite jedes Value-Kopfes (128; --v-head-dim; keine: die Kopfbreite).</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>head width</source>
        <translation>Kopfbreite</translation>
    </message>
    <message>
        <location line="-199"/>
        <source>Model details</source>
        <translation>Modelldetails</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The architecture&apos;s shape and choices: filled by the preset or the Hugging Face config, to edit for a model of your own.</source>
        <translation>Form und Entscheidungen der Architektur: von der Vorlage oder der Hugging-Face-Konfiguration ausgefüllt, für ein eigenes Modell zu bearbeiten.</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>With a window: one layer in this many attends to the whole sequence (Gemma 2: 2, Gemma 3: 6, Llama 4: 4; Megatron-LM&apos;s --window-attn-skip-freq).</source>
        <translation>Mit Fenster: eine von so vielen Schichten richtet die Attention auf die ganze Sequenz (Gemma 2: 2, Gemma 3: 6, Llama 4: 4; --window-attn-skip-freq von Megatron-LM).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sliding window</source>
        <translation>gleitendes Fenster</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>chunks</source>
        <translation>Abschnitte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a window: each query attends to the window&apos;s tokens before it (Mistral, Gemma), or the sequence is cut into chunks of the window&apos;s length and each query attends within its own chunk (Llama 4: 8,192), half as many keys on average. Megatron launch files cannot run chunks.</source>
        <translation>Mit Fenster: jede Query sieht die Tokens des Fensters vor ihr (Mistral, Gemma), oder die Sequenz wird in Abschnitte der Fensterlänge geteilt und jede Query sieht nur ihren eigenen Abschnitt (Llama 4: 8.192), im Mittel halb so viele Keys. Megatron-Startdateien können keine Abschnitte ausführen.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The feed-forward block: GELU with two matrices (GPT, BERT, Falcon), GELU with its tanh approximation written out in eight PyTorch operations (Hugging Face&apos;s gelu_new: GPT-2, GPT-J, Phi), or SwiGLU with three (Llama, Mistral, Qwen). The written-out GELU differs only where kernels run eagerly: 36 bytes an element instead of 4 and three more intermediates kept (docs/model.md 4.4).</source>
        <translation>Der Feed-Forward-Block: GELU mit zwei Matrizen (GPT, BERT, Falcon), GELU mit ihrer tanh-Näherung in acht PyTorch-Operationen ausgeschrieben (Hugging Faces gelu_new: GPT-2, GPT-J, Phi) oder SwiGLU mit drei (Llama, Mistral, Qwen). Die ausgeschriebene GELU unterscheidet sich nur, wo Kernel eager laufen: 36 Bytes je Element statt 4 und drei weitere behaltene Zwischenwerte (docs/model.md 4.4).</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Change latent attention</source>
        <translation>Latent-Attention ändern</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Group-limited routing: the routed experts fall into this many groups of consecutive experts (DeepSeek-V3: 8, one a node in its training; n_group; Megatron-LM&apos;s --moe-router-num-groups). It changes only the DeepEP dispatcher&apos;s traffic; 1: no groups.</source>
        <translation>Gruppenbegrenztes Routing: Die gerouteten Experten bilden so viele Gruppen aufeinanderfolgender Experten (DeepSeek-V3: 8, eine je Knoten in seinem Training; n_group; --moe-router-num-groups von Megatron-LM). Es ändert nur den Verkehr des DeepEP-Verteilers; 1: keine Gruppen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The groups that score highest for a token, from which its experts come (DeepSeek-V3: 4 of 8, so a token reaches at most 4 nodes; topk_group; --moe-router-group-topk). They must hold at least the experts a token is routed to.</source>
        <translation>Die Gruppen mit der höchsten Bewertung für ein Token, aus denen seine Experten stammen (DeepSeek-V3: 4 von 8, also erreicht ein Token höchstens 4 Knoten; topk_group; --moe-router-group-topk). Sie müssen mindestens so viele Experten enthalten, wie ein Token erhält.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Mixture of experts: this many leading layers have one dense MLP instead of experts (DeepSeekMoE 16B: 1, DeepSeek-V3: 3; Megatron-LM&apos;s --moe-layer-freq). They fill the first pipeline stages, so a later stage may set the pace.</source>
        <translation>Mixture of Experts: so viele führende Schichten haben ein dichtes MLP statt Experten (DeepSeekMoE 16B: 1, DeepSeek-V3: 3; --moe-layer-freq von Megatron-LM). Sie füllen die ersten Pipeline-Stufen, sodass eine spätere Stufe das Tempo bestimmen kann.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Mixture of experts: after the leading dense layers, one layer in this many has experts and the others one dense MLP (Llama 4 Maverick: 2; Megatron-LM&apos;s --moe-layer-freq). A layer has experts where its number, counted from 1, is a multiple of this, so every pipeline stage holds its share of both kinds.</source>
        <translation>Mixture of Experts: nach den führenden dichten Schichten hat eine von so vielen Schichten Experten und die übrigen ein dichtes MLP (Llama 4 Maverick: 2; --moe-layer-freq von Megatron-LM). Eine Schicht hat Experten, wenn ihre Nummer, ab 1 gezählt, ein Vielfaches davon ist, sodass jede Pipeline-Stufe ihren Anteil an beiden Arten hält.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>feed-forward width</source>
        <translation>Feed-Forward-Breite</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Width of the dense layers&apos; MLP (DeepSeekMoE 16B: 10,944 beside experts of 1,408; Megatron-LM&apos;s --ffn-hidden-size beside --moe-ffn-hidden-size).</source>
        <translation>Breite des MLP der dichten Schichten (DeepSeekMoE 16B: 10.944 neben Experten von 1.408; --ffn-hidden-size neben --moe-ffn-hidden-size von Megatron-LM).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hidden</source>
        <translation>Hidden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dropout probability on the attention scores and after the attention and MLP blocks. Each dropout keeps a 1-byte mask per element for the backward pass; at 0 there is none (Llama-family models train without dropout, GPT-style Megatron-LM models with 0.1).</source>
        <translation>Dropout-Wahrscheinlichkeit auf den Attention-Scores und nach den Attention- und MLP-Blöcken. Jeder Dropout hält pro Element eine 1-Byte-Maske für den Rückwärtsdurchlauf; bei 0 gibt es keine (Modelle der Llama-Familie trainieren ohne Dropout, GPT-artige Megatron-LM-Modelle mit 0,1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dropout</source>
        <translation>Dropout</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Change dropout</source>
        <translation>Dropout ändern</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The layers that add a bias vector: every linear layer and LayerNorm (GPT-2, GPT-3, OPT, BLOOM; Megatron-LM&apos;s default), the query, key and value projections only (Qwen2), none at all (Llama, Mistral, Gemma, MPT), LayerNorm&apos;s shift only (Falcon), or the MLP&apos;s projections and LayerNorm but no attention projection (GPT-J). Counts their parameters; Megatron launch files pass --disable-bias-linear, and cannot keep the MLP&apos;s biases alone.</source>
        <translation>Die Schichten mit Bias-Vektor: jede lineare Schicht und LayerNorm (GPT-2, GPT-3, OPT, BLOOM; Megatron-LMs Standard), nur die Query-, Key- und Value-Projektionen (Qwen2), gar keine (Llama, Mistral, Gemma, MPT), nur die Verschiebung von LayerNorm (Falcon) oder die Projektionen des MLP und LayerNorm, aber keine Attention-Projektion (GPT-J). Zählt ihre Parameter; Megatron-Startdateien übergeben --disable-bias-linear und können die Biases des MLP nicht allein behalten.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>LayerNorm keeps a scale and, unless no layer or only query, key and value have biases, a shift per channel; RMSNorm a scale only (Llama-family models).</source>
        <translation>LayerNorm hat je Kanal eine Skalierung und, außer wenn keine Schicht oder nur Query, Key und Value Biases haben, eine Verschiebung; RMSNorm nur eine Skalierung (Llama-Familie).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Norms of the queries and keys before attention, of the kind above: one of a head&apos;s width shared by the heads (Qwen3, Gemma 3; Megatron-LM&apos;s --qk-layernorm), one over the whole query and one over the key projection (OLMo 2), or an L2 norm of each head without a scale (Llama 4; Megatron-LM&apos;s --qk-l2-norm). Each is a pass over every query and key value and keeps its input for the backward pass; Megatron launch files cannot run norms over the whole projections.</source>
        <translation>Normen der Queries und Keys vor der Attention, von der Art darüber: eine von der Breite eines Kopfes, die sich die Köpfe teilen (Qwen3, Gemma 3; Megatron-LMs --qk-layernorm), eine über die ganze Query- und eine über die Key-Projektion (OLMo 2) oder eine L2-Norm jedes Kopfes ohne Skalierung (Llama 4; Megatron-LMs --qk-l2-norm). Jede ist ein Durchgang über jeden Query- und Key-Wert und hält ihre Eingabe für den Rückwärtsdurchgang; Megatron-Startdateien können keine Normen über die ganzen Projektionen ausführen.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How token positions enter: learned absolute embeddings (GPT-2, GPT-3; sequence length x hidden size parameters on the first pipeline stage), rotary embeddings (Llama, GPT-NeoX) or ALiBi attention biases (MPT, BLOOM), which have no parameters. Megatron-LM cannot run ALiBi.</source>
        <translation>Wie Tokenpositionen eingehen: gelernte absolute Einbettungen (GPT-2, GPT-3; Sequenzlänge x verborgene Größe Parameter auf der ersten Pipeline-Stufe), rotierende Einbettungen (Llama, GPT-NeoX) oder ALiBi-Attention-Biases (MPT, BLOOM), die keine Parameter haben. Megatron-LM kann ALiBi nicht ausführen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Attention, then the MLP, each with its own norm and residual add (GPT, Llama), or both on the same input with their outputs added together (GPT-J, PaLM and Falcon-7B with one norm; GPT-NeoX and Falcon-40B with a norm each). Side by side, tensor parallelism reduces the two outputs once per forward pass instead of twice. Megatron-LM cannot run it.</source>
        <translation>Erst Attention, dann das MLP, jedes mit eigener Norm und Residual-Addition (GPT, Llama), oder beide auf derselben Eingabe mit addierten Ausgaben (GPT-J, PaLM und Falcon-7B mit einer Norm; GPT-NeoX und Falcon-40B mit je einer). Nebeneinander reduziert Tensor-Parallelität die beiden Ausgaben einmal je Vorwärtsdurchlauf statt zweimal. Megatron-LM kann das nicht ausführen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Causal: each token attends to the tokens before it (GPT, Llama and every decoder); bidirectional: to the whole sequence (BERT and other encoders). A bidirectional layer computes the whole score matrix, twice a causal FlashAttention kernel&apos;s work, at the rates measured without a mask. Megatron launch files train decoders only.</source>
        <translation>Kausal: Jedes Token beachtet die Token vor ihm (GPT, Llama und jeder Decoder); bidirektional: die ganze Sequenz (BERT und andere Encoder). Eine bidirektionale Schicht berechnet die ganze Score-Matrix, doppelt so viel Arbeit wie ein kausaler FlashAttention-Kernel, zu den ohne Maske gemessenen Raten. Megatron-Startdateien trainieren nur Decoder.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Choose model %1</source>
        <translation>Modell %1 wählen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose custom model shape</source>
        <translation>Eigene Modellabmessungen wählen</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+10"/>
        <location line="+13"/>
        <location line="+10"/>
        <source>Import Hugging Face config</source>
        <translation>Hugging-Face-Konfiguration importieren</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Hugging Face config (config.json *.json);;All files (*)</source>
        <translation>Hugging-Face-Konfiguration (config.json *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+9"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1 cannot be imported.

%2</source>
        <translation>%1 kann nicht importiert werden.

%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import %1</source>
        <translation>%1 importieren</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 was imported.

%2</source>
        <translation>%1 wurde importiert.

%2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The parameter count the model states.</source>
        <translation>Die Parameterzahl, die das Modell angibt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted from the shape: every weight, bias, norm and learned position, all experts included (docs/model.md 4.1). Compare it with the model card to check a custom shape.</source>
        <translation>Aus der Form gezählt: jedes Gewicht, jeder Bias, jede Normalisierung und jede gelernte Position, alle Experten eingeschlossen (docs/model.md 4.1). Mit der Modellkarte vergleichen, um eine eigene Form zu prüfen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 FLOPs</source>
        <translation>%1 FLOPs</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>required</source>
        <translation>erforderlich</translation>
    </message>
</context>
<context>
    <name>scaleplan::ParallelGroup</name>
    <message>
        <location filename="../widgets/panels/ParallelGroup.cpp" line="+45"/>
        <source>Parallel layout</source>
        <translation>Parallelisierung</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+24"/>
        <location line="+69"/>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>GPUs that split every matrix of a layer (Megatron tensor parallelism). Must divide the attention and key/value heads; best kept inside one node. The arrows double and halve it.</source>
        <translation>GPUs, auf die jede Matrix einer Schicht aufgeteilt wird (Megatron-Tensor-Parallelität). Muss die Attention- und Key/Value-Heads teilen; am besten innerhalb eines Knotens halten. Die Pfeile verdoppeln und halbieren den Wert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pipeline stages: consecutive layers on different GPUs. More stages need more micro-batches to keep the bubble small.</source>
        <translation>Pipeline-Stufen: aufeinanderfolgende Schichten auf verschiedenen GPUs. Mehr Stufen brauchen mehr Mikro-Batches, damit die Bubble klein bleibt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Interleaved chunks per pipeline stage (1 = plain 1F1B); more chunks shrink the bubble but add pipeline sends.</source>
        <translation>Verschränkte Abschnitte pro Pipeline-Stufe (1 = einfaches 1F1B); mehr Abschnitte verkleinern die Bubble, erhöhen aber die Pipeline-Sendungen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs that share each sequence (Megatron-Core context parallelism): each holds 1/cp of the tokens and their activations, and attention passes keys and values around the group, hidden behind the attention work while tp × cp GPUs fit in a node. Needs fused attention and a sequence length that is a multiple of 2 × cp. The arrows double and halve it.</source>
        <translation>GPUs, die sich jede Sequenz teilen (Kontextparallelität von Megatron-Core): Jede hält 1/cp der Tokens und ihrer Aktivierungen, und die Attention reicht Keys und Values im Ring weiter, verdeckt hinter der Attention-Arbeit, solange tp × cp GPUs in einen Knoten passen. Braucht fusionierte Attention und eine Sequenzlänge, die ein Vielfaches von 2 × cp ist. Die Pfeile verdoppeln und halbieren den Wert.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The data-parallel degree is derived: every GPU not used for tensor, pipeline or context parallelism holds a replica.</source>
        <translation>Der datenparallele Grad wird abgeleitet: Jede GPU, die nicht für Tensor-, Pipeline- oder Kontextparallelität genutzt wird, hält eine Replik.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Data-parallel GPUs that share each mixture-of-experts layer&apos;s routed experts (Megatron-Core expert parallelism): each holds experts / ep of them, and every layer sends its tokens to their experts and back by all-to-all, on the node&apos;s link while tp × ep GPUs fit in a node. Must divide the experts and dp × cp; beside tp it needs sequence parallelism.</source>
        <translation>Datenparallele GPUs, die sich die gerouteten Experten jeder Mixture-of-Experts-Schicht teilen (Megatron-Core-Expertenparallelität): Jede hält Experten / ep davon, und jede Schicht schickt ihre Tokens per All-to-all zu ihren Experten und zurück, über die Verbindung im Knoten, solange tp × ep GPUs in einen Knoten passen. Muss die Experten und dp × cp teilen; neben tp braucht sie Sequenzparallelität.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Overlap with another micro-batch</source>
        <translation>Mit einem anderen Micro-Batch überlappen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Megatron-Core&apos;s batch-level overlap (--overlap-moe-expert-parallel-comm with --delay-wgrad-compute, MCore 0.14; DeepSeek-V3&apos;s DualPipe pairs micro-batches the same way): one micro-batch&apos;s all-to-alls run while another computes, so all but one micro-batch&apos;s hide as far as that compute reaches. Needs expert parallelism and at least two micro-batches a step.</source>
        <translation>Die Batch-Überlappung von Megatron-Core (--overlap-moe-expert-parallel-comm mit --delay-wgrad-compute, MCore 0.14; DualPipe von DeepSeek-V3 paart Micro-Batches ebenso): Die All-to-Alls eines Micro-Batches laufen, während ein anderer rechnet, sodass die aller Micro-Batches bis auf einen verborgen sind, soweit diese Rechnung reicht. Braucht Expert-Parallelität und mindestens zwei Micro-Batches pro Schritt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Overlap expert all-to-alls</source>
        <translation>Expert-All-to-Alls überlappen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Do not overlap expert all-to-alls</source>
        <translation>Expert-All-to-Alls nicht überlappen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>as tp</source>
        <translation>wie tp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs that split each routed expert (Megatron-Core --expert-tensor-parallel-size), a divisor of tp. Below tp the experts stay whole on more GPUs: each holds experts / (ep × this) of them at full width, no tensor-parallel traffic runs in the expert layers, and the expert-parallel group is taken from tp × dp × cp ÷ this ranks (MoE parallel folding); it needs sequence parallelism.</source>
        <translation>GPUs, die jeden gerouteten Experten teilen (Megatron-Core --expert-tensor-parallel-size), ein Teiler von tp. Unter tp bleiben die Experten auf mehr GPUs ganz: Jede hält Experten / (ep × diesen Wert) davon in voller Breite, in den Expertenschichten läuft kein tensorparalleler Verkehr, und die expertenparallele Gruppe stammt aus tp × dp × cp ÷ diesem Wert Rängen (MoE Parallel Folding); Sequenzparallelität ist nötig.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>0: none</source>
        <translation>0: keine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1: optimizer states</source>
        <translation>1: Optimiererzustände</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2: + gradients</source>
        <translation>2: + Gradienten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3: + weights (FSDP)</source>
        <translation>3: + Gewichte (FSDP)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO shards model states over the data-parallel replicas: each stage saves memory and adds communication.</source>
        <translation>ZeRO verteilt die Modellzustände auf die datenparallelen Replikate: Jede Stufe spart Speicher und erhöht die Kommunikation.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change ZeRO stage</source>
        <translation>ZeRO-Stufe ändern</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>all of dp</source>
        <translation>gesamtes dp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hybrid sharding: shard over groups of this many data-parallel ranks and replicate across the groups. Must divide dp.</source>
        <translation>Hybrides Sharding: innerhalb von Gruppen aus so vielen datenparallelen Ranks sharden und über die Gruppen hinweg replizieren. Muss dp teilen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change ZeRO shard group</source>
        <translation>ZeRO-Shard-Gruppe ändern</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shard norms and dropout over tp</source>
        <translation>Norm-Schichten und Dropout über tp verteilen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Megatron sequence parallelism; needs tp &gt; 1 to matter.</source>
        <translation>Megatron-Sequenz-Parallelität; wirkt nur bei tp &gt; 1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Use sequence parallelism</source>
        <translation>Sequenz-Parallelität verwenden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Do not use sequence parallelism</source>
        <translation>Sequenz-Parallelität nicht verwenden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Overlap with the matrix products</source>
        <translation>Mit den Matrixprodukten überlappen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transformer Engine&apos;s userbuffers (Megatron-LM&apos;s --tp-comm-overlap): the sequence-parallel all-gathers and reduce-scatters run in chunks beside the matrix products that use them. Needs sequence parallelism and tp inside one node.</source>
        <translation>Userbuffers von Transformer Engine (--tp-comm-overlap von Megatron-LM): die All-Gathers und Reduce-Scatters der Sequenzparallelität laufen stückweise neben den Matrixprodukten, die sie nutzen. Braucht Sequenzparallelität und tp innerhalb eines Knotens.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Overlap tensor-parallel communication</source>
        <translation>Tensor-parallele Kommunikation überlappen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not overlap tensor-parallel communication</source>
        <translation>Tensor-parallele Kommunikation nicht überlappen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>In place (Megatron-LM, DeepSpeed)</source>
        <translation>An Ort und Stelle (Megatron-LM, DeepSpeed)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copied (PyTorch DDP default)</source>
        <translation>Kopiert (Standard von PyTorch DDP)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the data-parallel all-reduce (ZeRO 0) reduces the gradients. Megatron-LM and DeepSpeed reduce the buffer the gradients live in. PyTorch DistributedDataParallel, unless gradient_as_bucket_view=True, keeps its buckets beside the gradients: one more gradient-sized buffer per GPU (16-bit in mixed precision) and two copies a step.</source>
        <translation>Wo das datenparallele All-Reduce (ZeRO 0) die Gradienten reduziert. Megatron-LM und DeepSpeed reduzieren den Puffer, in dem die Gradienten liegen. PyTorch DistributedDataParallel hält seine Buckets, sofern nicht gradient_as_bucket_view=True gesetzt ist, neben den Gradienten: ein weiterer Puffer in Größe der Gradienten je GPU (16 Bit bei gemischter Genauigkeit) und zwei Kopien pro Schritt.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How routed tokens reach their experts. The all-to-all sends one copy of a token for each expert it goes to. DeepEP (Megatron-Core&apos;s flex dispatcher, --moe-enable-deepep) sends one copy to each GPU that holds any of its experts and, across nodes, one copy to each node, forwarded inside it over NVLink (DeepSeek-V3 report, Sec. 3.2.2). With expert groups that map to nodes the network carries at most one copy for each group a token may use.</source>
        <translation>Wie geroutete Tokens zu ihren Experten gelangen. Das All-to-all sendet eine Kopie eines Tokens für jeden Experten, zu dem es geht. DeepEP (der Flex-Verteiler von Megatron-Core, --moe-enable-deepep) sendet eine Kopie an jede GPU, die einen seiner Experten hält, und über Knoten hinweg eine Kopie an jeden Knoten, dort über NVLink weitergeleitet (DeepSeek-V3-Bericht, Abschn. 3.2.2). Mit Expertengruppen, die Knoten entsprechen, trägt das Netz höchstens eine Kopie für jede Gruppe, die ein Token nutzen darf.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Overlap with the next chunk</source>
        <translation>Mit dem nächsten Abschnitt überlappen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Megatron-Core&apos;s interleaved schedule sends each activation while the next chunk computes (overlap_p2p_comm, on by default in current Megatron-LM; --no-overlap-p2p-communication turns it off). The warm-up&apos;s and the flush&apos;s sends stay exposed. Needs more than one pipeline stage and virtual stage.</source>
        <translation>Der verschachtelte Ablaufplan von Megatron-Core sendet jede Aktivierung, während der nächste Abschnitt rechnet (overlap_p2p_comm, im aktuellen Megatron-LM standardmäßig an; --no-overlap-p2p-communication schaltet es ab). Die Sendungen in Aufwärm- und Abschlussphase bleiben sichtbar. Braucht mehr als eine Pipeline-Stufe und virtuelle Stufe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Overlap pipeline sends</source>
        <translation>Pipeline-Sendungen überlappen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Do not overlap pipeline sends</source>
        <translation>Pipeline-Sendungen nicht überlappen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The software that runs the pipeline. Megatron-LM scatters each activation over the tensor-parallel ranks and gathers it on arrival, so each rank sends 1/tp of it; DeepSpeed&apos;s pipeline engine sends all of it from every rank (with sequence parallelism each rank holds 1/tp anyway) and, in BF16 with ZeRO 1, all-reduces the FP32 gradients where Megatron-LM reduce-scatters them.</source>
        <translation>Die Software, die die Pipeline ausführt. Megatron-LM verteilt jede Aktivierung auf die Tensor-parallelen Ränge und sammelt sie bei Ankunft wieder ein, sodass jeder Rang 1/tp davon sendet; die Pipeline-Engine von DeepSpeed sendet sie von jedem Rang ganz (mit Sequenzparallelität hält jeder Rang ohnehin nur 1/tp) und reduziert in BF16 mit ZeRO 1 die FP32-Gradienten per All-Reduce, wo Megatron-LM sie per Reduce-Scatter verteilt.</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>GPUs / (tp × pp × cp) = %1 / (%2 × %3 × %4)</source>
        <translation>GPUs / (tp × pp × cp) = %1 / (%2 × %3 × %4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs / (tp × pp) = %1 / (%2 × %3)</source>
        <translation>GPUs / (tp × pp) = %1 / (%2 × %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a whole number</source>
        <translation>%1 ist keine ganze Zahl</translation>
    </message>
</context>
<context>
    <name>scaleplan::PlanTableModel</name>
    <message>
        <location filename="../widgets/planner/PlanTableModel.cpp" line="+75"/>
        <source> (groups of %1)</source>
        <translation> (Gruppen zu %1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>selective</source>
        <translation>selektiv</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>full, %1 per chunk</source>
        <translation>voll, %1 je Abschnitt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full</source>
        <translation>vollständig</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>TP, PP</source>
        <translation>TP, PP</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Expected wall-clock time: failure-free %1 plus checkpoints, failures and restarts (engine estimate)</source>
        <translation>Erwartete Gesamtdauer: ausfallfrei %1 plus Checkpoints, Ausfälle und Neustarts (Schätzung des Modells)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Model FLOPs per second per GPU against the dense peak for the training precision</source>
        <translation>Modell-FLOPs pro Sekunde und GPU, bezogen auf die dichte Spitzenleistung in der Trainingsgenauigkeit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Context parallelism: GPUs that share each sequence, passing keys and values around a ring</source>
        <translation>Kontextparallelität: GPUs, die sich jede Sequenz teilen und Keys und Values im Ring weiterreichen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Communication run beside compute: TP, the tensor-parallel collectives beside the matrix products (Transformer Engine); PP, the pipeline sends beside the next chunk (Megatron-Core&apos;s interleaved schedule)</source>
        <translation>Kommunikation neben der Rechnung: TP, die tensorparallelen Kollektive neben den Matrixprodukten (Transformer Engine); PP, die Pipeline-Sendungen neben dem nächsten Abschnitt (verschachtelter Zeitplan von Megatron-Core)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Instance</source>
        <translation>Instanz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="-145"/>
        <location line="+147"/>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <location line="-179"/>
        <source>%1, expert tp %2</source>
        <translation>%1, Experten-tp %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>selective: every other product</source>
        <translation>selektiv: jedes zweite Produkt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>selective: %1</source>
        <translation>selektiv: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+149"/>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>The same as plan 1.</source>
        <translation>Genauso wie Plan 1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 more than plan 1.</source>
        <translation>%1 mehr als Plan 1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 less than plan 1.</source>
        <translation>%1 weniger als Plan 1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Within the %1 to which the engine&apos;s order of layouts was checked against measurements, so treat the two as a tie (docs/planner.md).</source>
        <translation>Innerhalb der %1, auf die die Reihenfolge der Layouts gegen Messungen geprüft wurde; beide als gleichwertig behandeln (docs/planner.md).</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>it meets the deadline by %1</source>
        <translation>die Frist wird um %1 eingehalten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it stays %1 under the budget</source>
        <translation>es bleibt %1 unter dem Budget</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close to the goal: %1, less than the %2 by which estimates like it were off on published runs.</source>
        <translation>Knapp am Ziel: %1, weniger als die %2, um die ähnliche Schätzungen bei veröffentlichten Läufen danebenlagen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Instance hours at the expected time plus storage and egress, at the catalog&apos;s prices (Tools &gt; Instance Prices)</source>
        <translation>Instanzstunden zur erwarteten Zeit plus Speicher und ausgehender Datenverkehr, zu den Preisen des Katalogs (Extras &gt; Instanzpreise)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Expert parallelism: data-parallel GPUs that share each layer&apos;s routed experts, sending tokens to them by all-to-all. &quot;Expert tp&quot;: the GPUs that split each routed expert where fewer than tp (1: experts kept whole)</source>
        <translation>Expertenparallelität: datenparallele GPUs, die sich die gerouteten Experten jeder Schicht teilen und ihnen Tokens per All-to-all schicken. „Experten-tp“: die GPUs, die jeden gerouteten Experten aufteilen, wo es weniger als tp sind (1: Experten bleiben ganz)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Micro-batch</source>
        <translation>Mikro-Batch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recompute</source>
        <translation>Neuberechnung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Virtual stages</source>
        <translation>Virtuelle Stufen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SP</source>
        <translation>SP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overlap</source>
        <translation>Überlappung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
</context>
<context>
    <name>scaleplan::PlannerPanel</name>
    <message>
        <location filename="../widgets/planner/PlannerPanel.cpp" line="+53"/>
        <source>Shortest time</source>
        <translation>Kürzeste Dauer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lowest cost</source>
        <translation>Niedrigste Kosten</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Fastest at a fair cost</source>
        <translation>Am schnellsten zu fairen Kosten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What ranks the plans; the budget and deadline of the Goal drop plans that miss them. Fastest at a fair cost: the fastest plans that cost at most the extra below more than the cheapest plan. Shortest time alone picks the most nodes, even where they add little speed for much money.</source>
        <translation>Wonach die Pläne geordnet werden; Budget und Frist unter „Ziel“ verwerfen Pläne, die sie verfehlen. Am schnellsten zu fairen Kosten: die schnellsten Pläne, die höchstens den unten angegebenen Aufschlag mehr kosten als der günstigste Plan. „Kürzeste Zeit“ allein wählt die meisten Knoten, auch wo sie wenig Tempo für viel Geld bringen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Objective:</source>
        <translation>Rangfolge nach:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much more than the cheapest plan you would pay for a faster one: your choice, not a measured figure</source>
        <translation>Wie viel mehr als für den günstigsten Plan Sie für einen schnelleren zahlen würden: Ihre Wahl, kein gemessener Wert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extra cost accepted:</source>
        <translation>Akzeptierter Mehrpreis:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search node counts</source>
        <translation>Knotenzahlen durchsuchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Also try 1, 2, 3, 4, 6, 8 ... up to 1024 nodes</source>
        <translation>Auch 1, 2, 3, 4, 6, 8 ... bis 1024 Knoten ausprobieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search every instance type</source>
        <translation>Alle Instanztypen durchsuchen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Also try every priced catalog instance</source>
        <translation>Auch jede Katalog-Instanz mit Preis ausprobieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the scenario&apos;s ZeRO stage, recomputation, sequence and context parallelism</source>
        <translation>ZeRO-Stufe, Neuberechnung, Sequenz- und Kontextparallelität des Szenarios beibehalten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>For the software you run: search only tp, pp, dp, micro-batch and virtual stages, and keep the ZeRO stage, activation recomputation, sequence parallelism, context and expert parallelism and the communication overlaps the scenario sets (for example Megatron-LM without a distributed optimizer, or FSDP with full activation checkpointing)</source>
        <translation>Für die Software, die Sie verwenden: nur tp, pp, dp, Micro-Batch und virtuelle Stufen durchsuchen und die ZeRO-Stufe, die Neuberechnung der Aktivierungen, die Sequenz-, Kontext- und Expertenparallelität sowie die Kommunikationsüberlappungen des Szenarios beibehalten (zum Beispiel Megatron-LM ohne verteilten Optimierer oder FSDP mit vollständigem Activation Checkpointing)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Plans listed:</source>
        <translation>Angezeigte Pläne:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Search</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search parallel layouts (tp, pp, dp, ZeRO, micro-batch, recompute, virtual stages, sequence parallelism)</source>
        <translation>Parallelisierungen durchsuchen (tp, pp, dp, ZeRO, Mikro-Batch, Neuberechnung, virtuelle Stufen, Sequenz-Parallelität)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Apply plan</source>
        <translation>Plan &amp;übernehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set the scenario to the selected plan (one undo step)</source>
        <translation>Das Szenario auf den ausgewählten Plan setzen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export CSV…</source>
        <translation>CSV &amp;exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the listed plans, with every layout and result column, to a CSV file (as scaleplan-cli plan --format csv)</source>
        <translation>Die aufgelisteten Pläne mit allen Layout- und Ergebnisspalten in eine CSV-Datei schreiben (wie scaleplan-cli plan --format csv)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How far to trust the order: among 109 measured layouts of four GPT models on one A100 cluster (vTrain, not used to build the model), the layout ranked fastest ran within 5% of the fastest measured one. Tensor parallelism of 2 is rated too well for 18-39B models (docs/planner.md).</source>
        <translation>Wie weit die Reihenfolge trägt: Unter 109 gemessenen Layouts von vier GPT-Modellen auf einem A100-Cluster (vTrain, nicht zum Bau des Modells verwendet) lief das als schnellstes eingestufte Layout höchstens 5 % langsamer als das schnellste gemessene. Tensorparallelität 2 wird bei 18-39B-Modellen zu gut bewertet (docs/planner.md).</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Best per instance type</source>
        <translation>Bester je Instanztyp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The best plan of each instance type on demand, on spot and reserved where the catalog has a price for it, whether or not it meets the goal</source>
        <translation>Der beste Plan jedes Instanztyps on demand, als Spot und reserviert, wo der Katalog einen Preis dafür hat, ob er das Ziel erfüllt oder nicht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Plans</source>
        <translation>Pläne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The best layouts found, ranked by the objective</source>
        <translation>Die besten gefundenen Aufteilungen, nach dem Ziel der Suche geordnet</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Searching...</source>
        <translation>Suche läuft...</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Searching... best so far: %1 × %2 nodes, %3, %4</source>
        <translation>Suche läuft … bisher bester: %1 × %2 Knoten, %3, %4</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cheapest within the deadline</source>
        <translation>Günstigster in der Frist</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fastest within the budget</source>
        <translation>Schnellster im Budget</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cancelled after %1 configurations.</source>
        <translation>Nach %1 Konfigurationen abgebrochen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 configurations searched; %2 plans on the cost-time frontier.</source>
        <translation>%1 Konfigurationen durchsucht; %2 Pläne auf der Kosten-Zeit-Front.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Listed: the fastest plans costing at most %1% more than the cheapest (%2).</source>
        <translation>Aufgeführt: die schnellsten Pläne, die höchstens %1 % mehr kosten als der günstigste (%2).</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Apply plan: tp %1, pp %2, dp %3</source>
        <translation>Plan übernehmen: tp %1, pp %2, dp %3</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No plans to export: search first.</source>
        <translation>Keine Pläne zum Exportieren: zuerst suchen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+5"/>
        <source>Export plans</source>
        <translation>Pläne exportieren</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Planner</source>
        <translation>Planer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Planner</source>
        <translation>P&amp;laner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search parallel layouts, node counts and instances</source>
        <translation>Parallelisierungen, Knotenzahlen und Instanzen durchsuchen</translation>
    </message>
</context>
<context>
    <name>scaleplan::PriceTableModel</name>
    <message>
        <location filename="../widgets/prices/PriceTableModel.cpp" line="+67"/>
        <source>%1/h</source>
        <translation>%1/h</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none (on-demand)</source>
        <translation>keiner (On-Demand)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>What one node costs an hour on demand. Double-click to enter the price you pay; 0 means no price is known (costs are then zero).</source>
        <translation>Was ein Knoten pro Stunde on demand kostet. Doppelklicken, um den Preis einzugeben, den Sie zahlen; 0 heißt, dass kein Preis bekannt ist (die Kosten sind dann null).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What one node costs an hour on spot capacity (the Spot share slider). Double-click to enter it; 0 means none, and spot nodes are charged the on-demand price.</source>
        <translation>Was ein Knoten pro Stunde als Spot-Kapazität kostet (Regler „Spot-Anteil“). Doppelklicken, um ihn einzugeben; 0 heißt keiner, und Spot-Knoten werden zum On-Demand-Preis berechnet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>From %1: on demand %2, spot %3</source>
        <translation>Von %1: On-Demand %2, Spot %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From %1, %2</source>
        <translation>Von %1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Source: %1, %2. The full provenance is in the catalog file and in the report&apos;s appendix of sources.</source>
        <translation>Quelle: %1, %2. Die vollständige Herkunft steht in der Katalogdatei und im Quellenanhang des Berichts.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>entered by the user</source>
        <translation>vom Benutzer eingegeben</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Instance type</source>
        <translation>Instanztyp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On demand</source>
        <translation>On demand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Price date</source>
        <translation>Preisdatum</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>price entered by the user on %1</source>
        <translation>Preis vom Benutzer am %1 eingegeben</translation>
    </message>
</context>
<context>
    <name>scaleplan::PricesDialog</name>
    <message>
        <location filename="../widgets/prices/PricesDialog.cpp" line="+60"/>
        <source>/h</source>
        <translation>/h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no price</source>
        <translation>kein Preis</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Instance Prices</source>
        <translation>Instanzpreise</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What a node of each instance type costs an hour, in US dollars. Double-click a price to enter what you pay: saved prices go to your catalog, %1, and apply at once, here and on the command line.</source>
        <translation>Was ein Knoten jedes Instanztyps pro Stunde kostet, in US-Dollar. Doppelklicken Sie auf einen Preis, um einzugeben, was Sie zahlen: gespeicherte Preise kommen in Ihren Katalog, %1, und gelten sofort, hier und auf der Kommandozeile.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>About the built-in prices: %1</source>
        <translation>Zu den eingebauten Preisen: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Filter by provider, instance type or GPU</source>
        <translation>Nach Anbieter, Instanztyp oder GPU filtern</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Writes the changed prices (in bold) to %1</source>
        <translation>Schreibt die geänderten Preise (fett) nach %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset to Built-in</source>
        <translation>Auf eingebaute &amp;zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puts the built-in price and date back on the selected rows</source>
        <translation>Setzt Preis und Datum der ausgewählten Zeilen auf die eingebauten Werte zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import SkyPilot File…</source>
        <translation>SkyPilot-Datei &amp;importieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads current prices from a SkyPilot catalog file (catalogs/v7/&lt;cloud&gt;/vms.csv) into your catalog</source>
        <translation>Liest aktuelle Preise aus einer SkyPilot-Katalogdatei (catalogs/v7/&lt;cloud&gt;/vms.csv) in Ihren Katalog</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+72"/>
        <source>Nothing was saved: %1</source>
        <translation>Nichts wurde gespeichert: %1</translation>
    </message>
    <message numerus="yes">
        <location line="-59"/>
        <source>Saved %n price(s) to %1; the estimate and the charts use them now.</source>
        <translation>
            <numerusform>%n Preis nach %1 gespeichert; Schätzung und Diagramme verwenden ihn jetzt.</numerusform>
            <numerusform>%n Preise nach %1 gespeichert; Schätzung und Diagramme verwenden sie jetzt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Not built in, so left as they are: %1</source>
        <translation>Nicht eingebaut, daher unverändert: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save or reset the changed prices first, then import.</source>
        <translation>Speichern oder verwerfen Sie zuerst die geänderten Preise, dann importieren Sie.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing was imported from %1: %2</source>
        <translation>Aus %1 wurde nichts importiert: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing was imported: no GPU instance type of %1 in %2 maps to a catalog GPU.</source>
        <translation>Nichts wurde importiert: kein GPU-Instanztyp aus %1 in %2 entspricht einer Katalog-GPU.</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Imported %n price(s) of %1, dated %2, into %3.</source>
        <translation>
            <numerusform>%n Preis aus %1 mit Stand %2 in %3 importiert.</numerusform>
            <numerusform>%n Preise aus %1 mit Stand %2 in %3 importiert.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not imported (no catalog GPU by that name, or another GPU count): %1.</source>
        <translation>Nicht importiert (keine Katalog-GPU dieses Namens oder eine andere GPU-Anzahl): %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+6"/>
        <source>Import SkyPilot Catalog File</source>
        <translation>SkyPilot-Katalogdatei importieren</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>SkyPilot catalog (*.csv)</source>
        <translation>SkyPilot-Katalog (*.csv)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cloud:</source>
        <translation>Cloud:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Region:</source>
        <translation>Region:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save the changed prices?</source>
        <translation>Die geänderten Preise speichern?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Instance &amp;Prices…</source>
        <translation>Instanz&amp;preise…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Enter what each instance type costs you an hour</source>
        <translation>Geben Sie ein, was Sie jeder Instanztyp pro Stunde kostet</translation>
    </message>
</context>
<context>
    <name>scaleplan::QuantityEdit</name>
    <message>
        <location filename="../widgets/common/QuantityEdit.cpp" line="+130"/>
        <source>%1 d</source>
        <comment>days</comment>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h</source>
        <comment>hours</comment>
        <translation>%1 h</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+46"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Cannot read &quot;%1&quot;: %2 The value stays %3.</source>
        <translation>„%1“ ist nicht lesbar: %2 Der Wert bleibt %3.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>type an amount in US dollars, for example 2M, 750k or $2,000,000.</source>
        <translation>Geben Sie einen Betrag in US-Dollar ein, etwa 2 Mio., 750k oder 2.000.000 $.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>type a duration, for example 60 d, 8 w or 1440 h (a number alone is hours).</source>
        <translation>Geben Sie eine Dauer ein, etwa 60 Tage, 8 Wochen oder 1440 h (eine Zahl allein sind Stunden).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>type a number, for example 15T, 300B or 1.5e12.</source>
        <translation>Geben Sie eine Zahl ein, etwa 15T, 300 Mrd. oder 1.5e12.</translation>
    </message>
</context>
<context>
    <name>scaleplan::RiskPanel</name>
    <message>
        <location filename="../widgets/risk/RiskFeature.cpp" line="-5"/>
        <source>Risk</source>
        <translation>Risiko</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Risk</source>
        <translation>&amp;Risiko</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failures, spot reclaims and checkpoints: simulated finish times and costs</source>
        <translation>Ausfälle, Spot-Rückforderungen und Checkpoints: simulierte Fertigstellungszeiten und Kosten</translation>
    </message>
    <message>
        <location filename="../widgets/risk/RiskPanel.cpp" line="+41"/>
        <location line="+5"/>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The scenario is not valid: %1</source>
        <translation>Das Szenario ist ungültig: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nothing to simulate: %1</source>
        <translation>Nichts zu simulieren: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to simulate: the run has no work.</source>
        <translation>Nichts zu simulieren: Der Lauf enthält keine Arbeit.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Hardware failures on every node (mean time between failures from the Llama 3 report: 419 interruptions in 54 days on 16,384 GPUs) and reclaims of spot nodes (AWS Spot Advisor band), each losing the work since the last checkpoint plus a restart. Percentiles of 10,000 simulated runs; the seed comes from the scenario, so the same scenario always gives the same figures. See docs/risk.md.</source>
        <translation>Hardwareausfälle auf jedem Knoten (mittlere Zeit zwischen Ausfällen aus dem Llama-3-Bericht: 419 Unterbrechungen in 54 Tagen auf 16.384 GPUs) und Rückforderungen von Spot-Knoten (Band des AWS Spot Advisor), die jeweils die Arbeit seit dem letzten Checkpoint plus einen Neustart kosten. Perzentile aus 10.000 simulierten Läufen; der Seed stammt aus dem Szenario, sodass dasselbe Szenario immer dieselben Zahlen liefert. Siehe docs/risk.md.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How long a reclaimed spot node takes to be replaced, on top of the restart (an assumption: 1 h by default). Continuing on fewer nodes does not wait but runs slower.</source>
        <translation>Wie lange es dauert, bis ein zurückgeforderter Spot-Knoten ersetzt ist, zusätzlich zum Neustart (eine Annahme: standardmäßig 1 h). Das Weiterlaufen auf weniger Knoten wartet nicht, läuft aber langsamer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spot replacement wait:</source>
        <translation>Wartezeit auf Spot-Ersatz:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Wait for
replacement</source>
        <translation>Auf Ersatz
warten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Continue on
fewer nodes</source>
        <translation>Mit weniger
Knoten weiter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean time</source>
        <translation>Mittlere Dauer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p90 time</source>
        <translation>p90-Dauer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mean cost</source>
        <translation>Mittlere Kosten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p90 cost</source>
        <translation>p90-Kosten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When spot nodes are reclaimed: wait for replacements, or restart at once on the remaining nodes (throughput and price scale with the nodes left).</source>
        <translation>Wenn Spot-Knoten zurückgefordert werden: auf Ersatz warten oder sofort auf den verbleibenden Knoten neu starten (Durchsatz und Preis skalieren mit den verbleibenden Knoten).</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Simulating %L1 runs…</source>
        <translation>%L1 Läufe werden simuliert…</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Simulating…</source>
        <translation>Simulation läuft…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%L1 simulated runs.</source>
        <translation>%L1 simulierte Läufe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random seed %1, derived from the scenario: the same scenario always gives the same figures.</source>
        <translation>Zufalls-Seed %1, aus dem Szenario abgeleitet: Dasselbe Szenario liefert immer dieselben Zahlen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checkpoint interval</source>
        <translation>Checkpoint-Intervall</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Young / Daly optimum</source>
        <translation>Optimum nach Young / Daly</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Simulated optimum</source>
        <translation>Simuliertes Optimum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (mean %2; at Daly&apos;s: %3)</source>
        <translation>%1 (Mittel %2; bei Daly: %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checkpoint write</source>
        <translation>Checkpoint-Schreibzeit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean time between interruptions</source>
        <translation>Mittlere Zeit zwischen Unterbrechungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interruptions expected</source>
        <translation>Erwartete Unterbrechungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time p10 / p50 / p90</source>
        <translation>Dauer p10 / p50 / p90</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost p10 / p50 / p90</source>
        <translation>Kosten p10 / p50 / p90</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The percentiles above bring a reclaimed spot node back within the restart; the table adds the replacement wait (%1) to every reclaim and gives the mean and p90 of %L2 runs, so &quot;Wait for replacement&quot; takes longer than the p50 above.</source>
        <translation>Die Perzentile oben bringen einen zurückgeforderten Spot-Knoten während des Neustarts zurück; die Tabelle addiert die Wartezeit auf Ersatz (%1) zu jeder Rückforderung und zeigt Mittelwert und p90 von %L2 Läufen, daher dauert „Auf Ersatz warten“ länger als das p50 oben.</translation>
    </message>
</context>
<context>
    <name>scaleplan::ScaleGroup</name>
    <message>
        <location filename="../widgets/panels/ScaleGroup.cpp" line="+86"/>
        <source>Scale and risk</source>
        <translation>Umfang und Risiko</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Number of nodes (instances) in the cluster. It sets the GPU count and with it the data-parallel degree dp = GPUs / (tp × pp); the slider is logarithmic, the box takes any count. How step time, memory and cost follow is explained in docs/model.md, sections 4.3, 6 and 9.</source>
        <translation>Anzahl der Knoten (Instanzen) im Cluster. Sie bestimmt die GPU-Anzahl und damit den Grad der Datenparallelität dp = GPUs / (tp × pp); der Schieberegler ist logarithmisch, das Feld nimmt jede Anzahl an. Wie Schrittzeit, Speicher und Kosten davon abhängen, erklärt docs/model.md, Abschnitte 4.3, 6 und 9.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change node count</source>
        <translation>Knotenzahl ändern</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>How the data-parallel gradient exchange is compressed: none, FP16 (half the bytes), INT8 and top-k (cannot be summed in flight, so they are all-gathered and the traffic grows with dp) or PowerSGD (low-rank factors). Encoding and decoding time is added to each step. The model and its sources are in docs/model.md, section 7.</source>
        <translation>Wie der datenparallele Gradientenaustausch komprimiert wird: keine, FP16 (halbe Bytes), INT8 und Top-k (lassen sich nicht unterwegs summieren, werden daher per All-Gather gesammelt, und der Datenverkehr wächst mit dp) oder PowerSGD (Faktoren niedrigen Rangs). Die Kodier- und Dekodierzeit kommt zu jedem Schritt hinzu. Modell und Quellen stehen in docs/model.md, Abschnitt 7.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gradient compression</source>
        <translation>Gradientenkompression</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Change gradient compression</source>
        <translation>Gradientenkompression ändern</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For PowerSGD and top-k: bytes sent / bytes of the uncompressed gradient (top-k&apos;s ratio includes its indices). 1 saves nothing; 0.01 sends a hundredth. docs/model.md, section 7.</source>
        <translation>Für PowerSGD und Top-k: gesendete Bytes / Bytes des unkomprimierten Gradienten (bei Top-k einschließlich der Indizes). 1 spart nichts; 0.01 sendet ein Hundertstel. docs/model.md, Abschnitt 7.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compression ratio</source>
        <translation>Kompressionsverhältnis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change compression ratio</source>
        <translation>Kompressionsverhältnis ändern</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Share of nodes on spot capacity: blends on-demand and spot prices and adds reclaims at the catalog&apos;s interruption rate for the instance (AWS Spot Advisor band, or the catalog default). docs/model.md, sections 9.2 and 9.5, gives the formulas and sources.</source>
        <translation>Anteil der Knoten auf Spot-Kapazität: mischt On-Demand- und Spot-Preise und fügt Rückforderungen mit der Unterbrechungsrate des Katalogs für die Instanz hinzu (Band des AWS Spot Advisor oder Katalog-Standardwert). Formeln und Quellen stehen in docs/model.md, Abschnitte 9.2 und 9.5.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spot share</source>
        <translation>Spot-Anteil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change spot share</source>
        <translation>Spot-Anteil ändern</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>How the nodes not on spot are bought: at the on-demand list price, reserved for one or three years (AWS Savings Plans, Google committed use, Azure reservations), or as an AWS Capacity Block for ML. Each is priced by the instance&apos;s rate in the catalog, with its date (docs/prices.md).</source>
        <translation>Wie die Knoten ohne Spot gekauft werden: zum On-Demand-Listenpreis, für ein oder drei Jahre reserviert (AWS Savings Plans, Google Committed Use, Azure-Reservierungen) oder als AWS Capacity Block for ML. Jede Art kostet den Satz der Instanz im Katalog, mit seinem Datum (docs/prices.md).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Purchase</source>
        <translation>Kaufart</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Change purchase</source>
        <translation>Kaufart ändern</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Time between checkpoints. At the far left the interval is automatic: Daly&apos;s optimum (after Young) from the checkpoint write time and the cluster&apos;s failure and reclaim rate. Shorter intervals lose less work per interruption but spend more time writing. docs/model.md, sections 9.2 and 9.3.</source>
        <translation>Zeit zwischen Checkpoints. Ganz links wird das Intervall automatisch gewählt: das Optimum nach Daly (nach Young) aus der Checkpoint-Schreibzeit und der Ausfall- und Rückforderungsrate des Clusters. Kürzere Intervalle verlieren pro Unterbrechung weniger Arbeit, verbringen aber mehr Zeit mit Schreiben. docs/model.md, Abschnitte 9.2 und 9.3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checkpoint interval</source>
        <translation>Checkpoint-Intervall</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change checkpoint interval</source>
        <translation>Checkpoint-Intervall ändern</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 of nodes on spot capacity</source>
        <translation>%1 der Knoten auf Spot-Kapazität</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>1 node</source>
        <translation>1 Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 nodes</source>
        <translation>%1 Knoten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 GPU</source>
        <translation>1 GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 GPUs</source>
        <translation>%1 GPUs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>every %1</source>
        <translation>alle %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>automatic (Young/Daly optimum)</source>
        <translation>automatisch (Young/Daly-Optimum)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>automatic (Young/Daly optimum): every %1</source>
        <translation>automatisch (Young/Daly-Optimum): alle %1</translation>
    </message>
</context>
<context>
    <name>scaleplan::ScenarioDocument</name>
    <message>
        <location filename="../widgets/document/ScenarioDocument.cpp" line="+116"/>
        <source>Change budget</source>
        <translation>Budget ändern</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change deadline</source>
        <translation>Frist ändern</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not a valid scenario: %2</source>
        <translation>%1 ist kein gültiges Szenario: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 could not be saved: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>scaleplan::SensitivityChart</name>
    <message>
        <location filename="../widgets/charts/SensitivityChart.cpp" line="+58"/>
        <source>Change (%)</source>
        <translation>Änderung (%)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, %2: %3 %4</source>
        <translation>%1, %2: %3 %4</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Input %1 lower</source>
        <translation>Eingang %1 niedriger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input %1 higher</source>
        <translation>Eingang %1 höher</translation>
    </message>
</context>
<context>
    <name>scaleplan::SensitivityPanel</name>
    <message>
        <location filename="../widgets/sensitivity/SensitivityPanel.cpp" line="+45"/>
        <source>Expected time</source>
        <translation>Erwartete Dauer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The figure whose change the bars show</source>
        <translation>Die Größe, deren Änderung die Balken zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show:</source>
        <translation>Anzeigen:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How far each input is moved down and up</source>
        <translation>Wie weit jede Eingangsgröße nach unten und oben verschoben wird</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each input:</source>
        <translation>Jede Eingangsgröße:</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>No estimate: %1</source>
        <translation>Keine Schätzung: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How far the estimate moves with each input %1 lower and higher, largest first: the numbers to check first, or to measure (Tools &gt; Calibrate). No uncertainty is claimed (Help &gt; Model and Sources, section 9.6).</source>
        <translation>Wie weit sich die Schätzung bewegt, wenn jede Eingangsgröße um %1 niedriger und höher ist, die größte zuerst: die Zahlen, die zuerst zu prüfen oder zu messen sind (Extras &gt; Aus Messungen kalibrieren). Eine Unsicherheit wird nicht behauptet (Hilfe &gt; Modell und Quellen, Abschnitt 9.6).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Change of the expected time</source>
        <translation>Änderung der erwarteten Dauer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change of the cost</source>
        <translation>Änderung der Kosten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected time</source>
        <translation>erwartete Dauer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Input %1 lower</source>
        <translation>Eingang %1 niedriger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input %1 higher</source>
        <translation>Eingang %1 höher</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Sensitivity</source>
        <translation>Sensitivität</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sensitivity</source>
        <translation>&amp;Sensitivität</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How far the expected time and cost move with each hardware rate, price and reliability input</source>
        <translation>Wie weit sich erwartete Dauer und Kosten mit jeder Hardware-Rate, jedem Preis und jeder Zuverlässigkeitsgröße bewegen</translation>
    </message>
</context>
<context>
    <name>scaleplan::ShortcutsDialog</name>
    <message>
        <location filename="../widgets/help/ShortcutsDialog.cpp" line="+58"/>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>scaleplan::SummaryCards</name>
    <message>
        <location filename="../widgets/panels/SummaryCards.cpp" line="+63"/>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Expected, with checkpoint writes, failures, spot reclaims and restarts: %1
Failure-free: %2
Median / 90th percentile: %3 / %4
Interruptions expected: %5; checkpoint every %6
Step time: %7 s over %8 steps</source>
        <translation>Erwartet, mit Checkpoint-Schreibvorgängen, Ausfällen, Spot-Rückforderungen und Neustarts: %1
Ohne Ausfälle: %2
Median / 90. Perzentil: %3 / %4
Erwartete Unterbrechungen: %5; Checkpoint alle %6
Schrittzeit: %7 s über %8 Schritte</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Prices: %1, %2 (Tools &gt; Instance Prices to update them).</source>
        <translation>Preise: %1, %2 (aktualisieren unter Extras &gt; Instanzpreise).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Compute: %1
Storage (checkpoints and data set): %2
Network (egress): %3
Median / 90th percentile: %4 / %5

%6</source>
        <translation>Rechenleistung: %1
Speicherplatz (Checkpoints und Datensatz): %2
Netzwerk (ausgehend): %3
Median / 90. Perzentil: %4 / %5

%6</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Peak per GPU (most loaded pipeline stage):
Weights %1
Gradients %2
Optimizer states %3
Activations %4
Other (CUDA context, buffers, allocator) %5
Total %6 of %7 that CUDA can allocate

GB are 10^9 bytes; GPU memory is sold in GiB (2^30 bytes), and the driver keeps about 1% of it. Other includes the 4% of the tensors&apos; memory that PyTorch&apos;s caching allocator holds but cannot hand out. fp16 training&apos;s fp32 main gradients exist only in the optimizer step and count where they exceed the activations.</source>
        <translation>Spitze pro GPU (am stärksten belastete Pipeline-Stufe):
Gewichte %1
Gradienten %2
Optimiererzustände %3
Aktivierungen %4
Sonstiges (CUDA-Kontext, Puffer, Allokator) %5
Gesamt %6 von %7, die CUDA belegen kann

GB sind 10^9 Byte; GPU-Speicher wird in GiB (2^30 Byte) verkauft, und der Treiber behält etwa 1 % davon. Sonstiges enthält die 4 % des Tensorspeichers, die der Caching-Allokator von PyTorch hält, aber nicht vergeben kann. Die fp32-Hauptgradienten des fp16-Trainings gibt es nur im Optimiererschritt; sie zählen, wo sie die Aktivierungen übersteigen.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>a smaller micro-batch (Data and training)</source>
        <translation>einen kleineren Mikro-Batch (Daten und Training)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>more tensor or pipeline parallelism (Parallel layout)</source>
        <translation>mehr Tensor- oder Pipeline-Parallelität (Parallelisierung)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a higher ZeRO stage (Parallel layout)</source>
        <translation>eine höhere ZeRO-Stufe (Parallelisierung)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>activation recomputation (Training details)</source>
        <translation>Aktivierungs-Neuberechnung (Trainingsdetails)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an instance type with more GPU memory (Cluster)</source>
        <translation>einen Instanztyp mit mehr GPU-Speicher (Cluster)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location line="+275"/>
        <source> A run %1 slower than estimated misses the goal.</source>
        <translation> Ein Lauf, der %1 langsamer ist als geschätzt, verfehlt das Ziel.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&lt;b style=&quot;color: %1&quot;&gt;Does not fit:&lt;/b&gt; this layout needs %2 of GPU memory where %3 can be allocated. To fit, try %4.</source>
        <translation>&lt;b style=&quot;color: %1&quot;&gt;Passt nicht:&lt;/b&gt; diese Aufteilung braucht %2 GPU-Speicher, belegbar sind %3. Damit sie passt, versuchen Sie: %4.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&lt;b&gt;No verdict on the budget:&lt;/b&gt; %1 and %2, but the cost leaves out the nodes, which have no price here; set the price per node-hour of the cluster.</source>
        <translation>&lt;b&gt;Kein Urteil zum Budget:&lt;/b&gt; %1 und %2, aber die Kosten enthalten die Knoten nicht, für die hier kein Preis bekannt ist; geben Sie den Preis pro Knotenstunde des Clusters an.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The deadline: %1.</source>
        <translation>Zur Frist: %1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;b style=&quot;color: %1&quot;&gt;Misses the goal:&lt;/b&gt; %2 and %3, %4. Change the nodes, the instance type or the layout, or let the Planner (Ctrl+Shift+P) find the nearest plans.</source>
        <translation>&lt;b style=&quot;color: %1&quot;&gt;Verfehlt das Ziel:&lt;/b&gt; %2 und %3, %4. Ändern Sie Knoten, Instanztyp oder Aufteilung, oder lassen Sie den Planer (Strg+Umschalt+P) die nächsten Pläne finden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b style=&quot;color: %1&quot;&gt;Misses the goal:&lt;/b&gt; %2 and %3, %4.</source>
        <translation>&lt;b style=&quot;color: %1&quot;&gt;Verfehlt das Ziel:&lt;/b&gt; %2 und %3, %4.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Training time (expected)</source>
        <translation>Trainingsdauer (erwartet)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost (expected)</source>
        <translation>Kosten (erwartet)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MFU (model FLOPs utilisation)</source>
        <translation>MFU (Modell-FLOPs-Auslastung)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 GPUs × %2 expected</source>
        <translation>%1 GPUs × %2 erwartet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1; energy %2 kWh</source>
        <translation>%1; Energie %2 kWh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; energy unknown: the catalog gives this GPU no power draw</source>
        <translation>%1; Energie unbekannt: der Katalog nennt für diese GPU keine Leistungsaufnahme</translation>
    </message>
    <message>
        <location line="-316"/>
        <location line="+336"/>
        <source>Memory per GPU</source>
        <translation>Speicher pro GPU</translation>
    </message>
    <message>
        <location line="-195"/>
        <source> No published run like this one was measured: read the figures as up to +%1.</source>
        <translation> Kein veröffentlichter Lauf wie dieser wurde gemessen: lesen Sie die Zahlen als bis zu +%1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> No published run like this one was measured: read the figures as ±%1.</source>
        <translation> Kein veröffentlichter Lauf wie dieser wurde gemessen: lesen Sie die Zahlen als ±%1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> It still fits if the run is up to %1 slower than estimated; estimates like it were off by up to %2 on published runs.</source>
        <translation> Es passt noch, wenn der Lauf bis zu %1 langsamer ist als geschätzt; Schätzungen wie diese lagen bei veröffentlichten Läufen um bis zu %2 daneben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> But estimates like it were off by up to %1 on published runs, and a run %2 slower than estimated misses the goal.</source>
        <translation> Aber Schätzungen wie diese lagen bei veröffentlichten Läufen um bis zu %1 daneben, und ein Lauf, der %2 langsamer ist als geschätzt, verfehlt das Ziel.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;No answer yet:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Noch keine Antwort:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b style=&quot;color: %1&quot;&gt;Does not fit:&lt;/b&gt; this layout needs %2 of GPU memory where %3 can be allocated, so it cannot run as planned.</source>
        <translation>&lt;b style=&quot;color: %1&quot;&gt;Passt nicht:&lt;/b&gt; diese Aufteilung braucht %2 GPU-Speicher, belegbar sind %3; so läuft sie nicht wie geplant.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Estimate:&lt;/b&gt; %1 and %2. Set a budget or a deadline under Goal for a verdict.</source>
        <translation>&lt;b&gt;Schätzung:&lt;/b&gt; %1 und %2. Setzen Sie unter Ziel ein Budget oder eine Frist für ein Urteil.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Estimate:&lt;/b&gt; %1 and %2. No budget or deadline was set, so there is no verdict against a goal.</source>
        <translation>&lt;b&gt;Schätzung:&lt;/b&gt; %1 und %2. Weder Budget noch Frist sind gesetzt, daher gibt es kein Urteil gegen ein Ziel.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 under budget</source>
        <translation>%1 unter dem Budget</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 over budget</source>
        <translation>%1 über dem Budget</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 before the deadline</source>
        <translation>%1 vor der Frist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 past the deadline</source>
        <translation>%1 nach der Frist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;b style=&quot;color: %1&quot;&gt;Fits, narrowly:&lt;/b&gt; %2 and %3, %4.</source>
        <translation>&lt;b style=&quot;color: %1&quot;&gt;Passt knapp:&lt;/b&gt; %2 und %3, %4.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b style=&quot;color: %1&quot;&gt;Fits:&lt;/b&gt; %2 and %3, %4.</source>
        <translation>&lt;b style=&quot;color: %1&quot;&gt;Passt:&lt;/b&gt; %2 und %3, %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> But %1.</source>
        <translation> Aber: %1.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>How accurate: %1 (Help &gt; Accuracy Against Published Runs)</source>
        <translation>Wie genau: %1 (Hilfe &gt; Genauigkeit an veröffentlichten Läufen)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No estimate: %1</source>
        <translation>Keine Schätzung: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source> (does not fit in memory)</source>
        <translation> (passt nicht in den Speicher)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 to %2 (±%3)</source>
        <translation>%1 bis %2 (±%3)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to %2 (+%3)</source>
        <translation>%1 bis %2 (+%3)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Model FLOPs (without recomputation) per GPU per second over the GPU&apos;s dense peak for the training precision: %1 TFLOP/s per GPU, %2 tokens/s per GPU. Attention scores count in full, as Megatron-LM and PaLM count them, although causal kernels compute half: at long sequences MFU can exceed the share of the peak the GPU really does.</source>
        <translation>Modell-FLOPs (ohne Neuberechnung) pro GPU und Sekunde, bezogen auf die dichte Spitzenleistung der GPU in der Trainingsgenauigkeit: %1 TFLOP/s pro GPU, %2 Tokens/s pro GPU. Attention-Scores zählen vollständig, wie Megatron-LM und PaLM sie zählen, obwohl kausale Kernels nur die Hälfte berechnen: bei langen Sequenzen kann die MFU den tatsächlich genutzten Anteil der Spitzenleistung übersteigen.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Memory per GPU (activations not modelled)</source>
        <translation>Speicher pro GPU (Aktivierungen nicht modelliert)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 / %2 GB</source>
        <translation>%1 / %2 GB</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>does not fit</source>
        <translation>passt nicht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model is given by its totals without its activation memory per sample, so this total leaves the activations out: weights, gradients and optimizer states only. Give the model&apos;s activation memory per sample in the scenario file (model.activation_gb_per_sample) to check that it fits.</source>
        <translation>Das Modell ist über seine Gesamtwerte ohne Aktivierungsspeicher pro Beispiel angegeben, daher fehlen in dieser Summe die Aktivierungen: nur Gewichte, Gradienten und Optimiererzustände. Geben Sie den Aktivierungsspeicher pro Beispiel in der Szenariodatei an (model.activation_gb_per_sample), um zu prüfen, ob es passt.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;b&gt;Cannot estimate&lt;/b&gt; — %1</source>
        <translation>&lt;b&gt;Keine Schätzung möglich&lt;/b&gt; — %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2</translation>
    </message>
</context>
<context>
    <name>scaleplan::ThisMachineModel</name>
    <message>
        <location filename="../widgets/probe/ThisMachineModel.cpp" line="+35"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Driver or datasheet</source>
        <translation>Treiber oder Datenblatt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not measured yet: press Run benchmarks.</source>
        <translation>Noch nicht gemessen: Klicken Sie auf „Benchmarks ausführen“.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 name</source>
        <translation>Name von %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>UUID %1; catalog match: %2</source>
        <translation>UUID %1; Katalog-Treffer: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none (figures derived from the driver)</source>
        <translation>keiner (Werte aus dem Treiber abgeleitet)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compute capability</source>
        <translation>Compute Capability</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cuDeviceGetAttribute</source>
        <translation>cuDeviceGetAttribute</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Multiprocessors</source>
        <translation>Multiprozessoren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cuDeviceGetAttribute(MULTIPROCESSOR_COUNT)</source>
        <translation>cuDeviceGetAttribute(MULTIPROCESSOR_COUNT)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Highest SM clock</source>
        <translation>Höchster SM-Takt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MHz</source>
        <translation>MHz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NVML maximum SM clock</source>
        <translation>Maximaler SM-Takt laut NVML</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory (free)</source>
        <translation>Speicher (frei)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 GiB (%2 GiB free)</source>
        <translation>%1 GiB (%2 GiB frei)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cuDeviceTotalMem and NVML memory information</source>
        <translation>cuDeviceTotalMem und NVML-Speicherinformationen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <location line="+38"/>
        <location line="+2"/>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Datasheet of %1; the driver&apos;s clock and bus width give %2 GB/s</source>
        <translation>Datenblatt von %1; Takt und Busbreite laut Treiber ergeben %2 GB/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory clock x 2 x %1-bit bus / 8</source>
        <translation>Speichertakt x 2 x %1-Bit-Bus / 8</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Device-to-device copy, bytes read plus written, median of timed runs</source>
        <translation>Kopie von Gerät zu Gerät, gelesene plus geschriebene Bytes, Median der gemessenen Läufe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <location line="+7"/>
        <location line="+3"/>
        <location line="+7"/>
        <location line="+3"/>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Datasheet of %1</source>
        <translation>Datenblatt von %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Multiprocessors x FP32 lanes x 2 x highest clock</source>
        <translation>Multiprozessoren x FP32-Rechenwerke x 2 x höchster Takt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FMA loop (PTX kernel), median of timed runs</source>
        <translation>FMA-Schleife (PTX-Kernel), Median der gemessenen Läufe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bf16 matrix multiply</source>
        <translation>bf16-Matrixmultiplikation</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+10"/>
        <source>Dense peak, datasheet of %1</source>
        <translation>Dichte Spitzenleistung, Datenblatt von %1</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <source>No catalog GPU matches this one</source>
        <translation>Keine Katalog-GPU entspricht dieser</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+10"/>
        <source>cuBLAS GEMM, mean over 2 s at the power limit</source>
        <translation>cuBLAS-GEMM, Mittelwert über 2 s an der Leistungsgrenze</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>fp16 matrix multiply</source>
        <translation>fp16-Matrixmultiplikation</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>To the next GPU</source>
        <translation>Zur nächsten GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One direction, datasheet of %1</source>
        <translation>Eine Richtung, Datenblatt von %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peer copy, one direction, median of timed runs</source>
        <translation>Peer-Kopie, eine Richtung, Median der gemessenen Läufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured only with two or more GPUs</source>
        <translation>Nur mit zwei oder mehr GPUs gemessen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Power limit</source>
        <translation>Leistungsgrenze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NVML power management limit</source>
        <translation>Power-Management-Limit laut NVML</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gen%1 x%2</source>
        <translation>Gen%1 x%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVML highest link generation and width</source>
        <translation>Höchste Link-Generation und -Breite laut NVML</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NVLink links</source>
        <translation>NVLink-Links</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVML links in the active state</source>
        <translation>NVML-Links im aktiven Zustand</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Driver, CUDA</source>
        <translation>Treiber, CUDA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, CUDA %2</source>
        <translation>%1, CUDA %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MIG is on: the figures are those of a slice</source>
        <translation>MIG ist aktiv: die Werte gelten für einen Slice</translation>
    </message>
</context>
<context>
    <name>scaleplan::ThisMachinePanel</name>
    <message>
        <location filename="../widgets/probe/ThisMachinePanel.cpp" line="+37"/>
        <source>&amp;Probe Again</source>
        <translation>Erneut &amp;abfragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run &amp;Benchmarks</source>
        <translation>&amp;Benchmarks ausführen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Use in Scenario</source>
        <translation>Im Szenario &amp;verwenden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Ask the NVIDIA driver again which GPUs this machine has.</source>
        <translation>Den NVIDIA-Treiber erneut fragen, welche GPUs diese Maschine hat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measure memory bandwidth, FP32 and 16-bit matrix-multiply throughput and GPU-to-GPU copies (about 6 seconds per GPU).</source>
        <translation>Speicherbandbreite, FP32- und 16-Bit-Matrixmultiplikationsdurchsatz sowie GPU-zu-GPU-Kopien messen (etwa 6 Sekunden pro GPU).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add &quot;This machine&quot; to the catalog, with the measured figures beside the datasheet ones, and make it the scenario&apos;s cluster. The entry is also saved to your catalog file (%1), so scenarios that use it open in later sessions.</source>
        <translation>„Diese Maschine“ dem Katalog hinzufügen, mit den gemessenen Werten neben denen aus dem Datenblatt, und zum Cluster des Szenarios machen. Der Eintrag wird auch in Ihrer Katalogdatei (%1) gespeichert, sodass sich Szenarien, die ihn verwenden, in späteren Sitzungen öffnen lassen.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Press Probe Again to read this machine&apos;s GPUs.</source>
        <translation>Klicken Sie auf „Erneut abfragen“, um die GPUs dieser Maschine auszulesen.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No GPU found: %1.</source>
        <translation>Keine GPU gefunden: %1.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note: %1.</source>
        <translation>Hinweis: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Benchmarks: %1.</source>
        <translation>Benchmarks: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU %1: %2.</source>
        <translation>GPU %1: %2.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Starting the benchmarks…</source>
        <translation>Benchmarks werden gestartet…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Benchmarking This Machine</source>
        <translation>Benchmark dieser Maschine</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Stopping after the current run…</source>
        <translation>Wird nach dem aktuellen Lauf beendet…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Measuring %1 (%2 of %3)</source>
        <translation>%1 wird gemessen (%2 von %3)</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+39"/>
        <source>This Machine</source>
        <translation>Diese Maschine</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>This machine cannot be added: %1.</source>
        <translation>Diese Maschine kann nicht hinzugefügt werden: %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Use this machine</source>
        <translation>Diese Maschine verwenden</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Saved to your catalog %1: &quot;This machine&quot; stays available in later sessions.</source>
        <translation>In Ihrem Katalog %1 gespeichert: „Diese Maschine“ bleibt in späteren Sitzungen verfügbar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Used in this session only, not saved: %1</source>
        <translation>Nur in dieser Sitzung verwendet, nicht gespeichert: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;This Machine</source>
        <translation>&amp;Diese Maschine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The local GPUs, their benchmarks and the &quot;This machine&quot; catalog entry</source>
        <translation>Die lokalen GPUs, ihre Benchmarks und der Katalogeintrag „Diese Maschine“</translation>
    </message>
</context>
<context>
    <name>scaleplan::UserCatalogWatcher</name>
    <message>
        <location filename="../widgets/document/UserCatalogWatcher.cpp" line="+80"/>
        <source>Your catalog %1 changed but cannot be used: %2. The prices and hardware in use stay as they were; correct the file and save it again.</source>
        <translation>Ihr Katalog %1 wurde geändert, kann aber nicht verwendet werden: %2. Die verwendeten Preise und die Hardware bleiben unverändert; korrigieren Sie die Datei und speichern Sie sie erneut.</translation>
    </message>
</context>
</TS>
