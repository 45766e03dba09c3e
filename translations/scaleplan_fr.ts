<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AccuracyTexts</name>
    <message>
        <location filename="../widgets/accuracy/AccuracyTexts.cpp" line="+28"/>
        <source>%1 s a step</source>
        <translation>%1 s par pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tokens/s per GPU</source>
        <translation>%1 jetons/s par GPU</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Checked against %1 published training runs bundled with the program. Each was also estimated with the model&apos;s chosen constants refit on the other sources&apos; runs alone (held out): those estimates are %2 off on average and %3 at most, the error to expect for a run like them. With the constants as shipped, chosen with these runs in view, they are %4 and %5 off (Help &gt; Model and Sources, section 11.1).</source>
        <translation>Vérifié sur %1 exécutions d&apos;entraînement publiées fournies avec le programme. Chacune a aussi été estimée avec les constantes choisies du modèle réajustées sur les seules exécutions des autres sources (mises à l&apos;écart) : ces estimations s&apos;écartent de %2 en moyenne et de %3 au plus, l&apos;erreur à attendre pour une exécution comme elles. Avec les constantes livrées, choisies en ayant ces exécutions sous les yeux, l&apos;écart est de %4 et %5 (Aide &gt; Modèle et sources, section 11.1).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Checked against %1 published training runs bundled with the program: the estimated step times (throughputs, where a run reports those) are %2 off on average and %3 at most (Help &gt; Model and Sources, section 11).</source>
        <translation>Vérifié sur %1 exécutions d&apos;entraînement publiées fournies avec le programme : les durées de pas estimées (les débits, quand une exécution les rapporte) s&apos;écartent de %2 en moyenne et de %3 au plus (Aide &gt; Modèle et sources, section 11).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Megatron-style across nodes</source>
        <translation>de type Megatron sur plusieurs nœuds</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ZeRO-3 or FSDP across nodes</source>
        <translation>ZeRO-3 ou FSDP sur plusieurs nœuds</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mixture of experts</source>
        <translation>mélange d&apos;experts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one node</source>
        <translation>un nœud</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>networks other than transformers</source>
        <translation>réseaux autres que les transformers</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: no bundled run</source>
        <translation>%1 : aucune exécution fournie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 on average, four in five within %3 (%4 runs)</source>
        <translation>%1 : %2 en moyenne, quatre sur cinq à moins de %3 (%4 exécutions)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Held out, by kind of run: %1.</source>
        <translation>Mises à l&apos;écart, par type d&apos;exécution : %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The band each estimate carries, made for each of these runs from the other sources&apos; runs alone, covered the error of %1 of the %2 (%3); the median band was %4.</source>
        <translation>La marge que porte chaque estimation, établie pour chacune de ces exécutions à partir des seules exécutions des autres sources, a couvert l&apos;erreur de %1 sur %2 (%3) ; la marge médiane était de %4.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Four in five of the %1 published runs like this one (%2, the same GPU generation, scale and model size) were estimated within %3, each with the model&apos;s chosen constants refit without its source.</source>
        <translation>Quatre sur cinq des %1 exécutions publiées semblables à celle-ci (%2, même génération de GPU, même échelle et même taille de modèle) ont été estimées à moins de %3 près, chacune avec les constantes choisies du modèle réajustées sans sa source.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Four in five of the %1 published runs of this kind (%2) and size on this GPU generation, at other scales, were estimated within %3, each with the model&apos;s chosen constants refit without its source.</source>
        <translation>Quatre sur cinq des %1 exécutions publiées de ce type (%2) et de cette taille sur cette génération de GPU, à d&apos;autres échelles, ont été estimées à moins de %3 près, chacune avec les constantes choisies du modèle réajustées sans sa source.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No published run of this kind (%1) and size on this GPU generation was checked, and held-out runs laid out like this one took up to %2 longer than estimated. Read the figures as the fast end.</source>
        <translation>Aucun run publié de ce type (%1) et de cette taille n&apos;a été vérifié sur cette génération de GPU, et des runs tenus à l&apos;écart répartis comme celui-ci ont pris jusqu&apos;à %2 de plus que l&apos;estimation. Lisez les chiffres comme le bas de la fourchette.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No published run of this kind (%1) and size on this GPU generation was checked: expect errors of %2 or more, the largest held-out error.</source>
        <translation>Aucune exécution publiée de ce type (%1) et de cette taille sur cette génération de GPU n&apos;a été vérifiée : attendez-vous à des erreurs de %2 ou plus, la plus grande erreur mise à l&apos;écart.</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Published runs laid out like this one (%1 of them, held out) took longer than estimated; four in five were within %2 of the estimate. Read the figures as the fast end.</source>
        <translation>Les exécutions publiées réparties comme celle-ci (%1, tenues à l&apos;écart) ont duré plus longtemps qu&apos;estimé ; quatre sur cinq sont restées à %2 de l&apos;estimation. Lisez les chiffres comme le bas de la fourchette.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>None of the bundled runs used a GPU of this scenario&apos;s generation (%1), so they speak for the model&apos;s physics, not for its rates on this GPU; Help &gt; Model and Sources, section 11, lists the H100 and B200 runs it was also checked against.</source>
        <translation>Aucune des exécutions fournies n&apos;a utilisé un GPU de la génération de ce scénario (%1) : elles valident la physique du modèle, pas ses débits sur ce GPU ; Aide &gt; Modèle et sources, section 11, liste les exécutions H100 et B200 sur lesquelles il a aussi été vérifié.</translation>
    </message>
</context>
<context>
    <name>CatalogText</name>
    <message>
        <location filename="../widgets/common/Texts.cpp" line="+1300"/>
        <source>AWS price list</source>
        <translation>liste de prix AWS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vantage</source>
        <translation>Vantage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vantage (AWS list and spot prices)</source>
        <translation>Vantage (prix catalogue et spot d&apos;AWS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Azure retail prices</source>
        <translation>prix de détail Azure</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CoreWeave pricing page</source>
        <translation>page de tarifs CoreWeave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Google Cloud billing catalog</source>
        <translation>catalogue de facturation Google Cloud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nebius prices page</source>
        <translation>page de prix Nebius</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SkyPilot catalog, undated (May 2025 at the latest)</source>
        <translation>catalogue SkyPilot, non daté (mai 2025 au plus tard)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each instance price carries its date and source (Tools &gt; Instance Prices). On-demand prices are providers&apos; list prices; spot prices are one snapshot and move daily. Update prices from your own quotes or a SkyPilot catalog file (catalog import).</source>
        <translation>Chaque prix d&apos;instance porte sa date et sa source (Outils &gt; Prix des instances). Les prix à la demande sont les prix catalogue des fournisseurs ; les prix spot sont un instantané et changent chaque jour. Mettez les prix à jour avec vos propres devis ou un fichier de catalogue SkyPilot (catalog import).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1; spot: %2</source>
        <translation>%1 ; spot : %2</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <location filename="../widgets/charts/ChartExport.cpp" line="+25"/>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Made with Scaleplan</source>
        <translation>Réalisé avec Scaleplan</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot encode the chart as PNG</source>
        <translation>Impossible d&apos;encoder le graphique en PNG</translation>
    </message>
</context>
<context>
    <name>ChartUpdater</name>
    <message>
        <location filename="../widgets/compare/ComparisonModel.cpp" line="+357"/>
        <location filename="../widgets/document/ChartUpdater.cpp" line="+29"/>
        <source>%1 (compared)</source>
        <translation>%1 (comparé)</translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <location filename="../widgets/common/Texts.cpp" line="-1098"/>
        <source>the cluster&apos;s GPUs</source>
        <translation>le nombre de GPU du cluster</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>activations</source>
        <translation>les activations</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>model states</source>
        <translation>les états du modèle</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>1 (generic models train data-parallel only)</source>
        <translation>1 (les modèles génériques s&apos;entraînent uniquement en parallélisme de données)</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>the file must hold one JSON object ({ … })</source>
        <translation>le fichier doit contenir un seul objet JSON ({ … })</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown key &quot;%1&quot;; write &quot;%2&quot; if that is what was meant</source>
        <translation>clé inconnue «&#xa0;%1&#xa0;»&#xa0;; écrivez «&#xa0;%2&#xa0;» si c&apos;est celle-ci qui était voulue</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>must be %1, not %2</source>
        <translation>doit être %1, et non %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>must be a finite number</source>
        <translation>doit être un nombre fini</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 must be a whole number</source>
        <translation>%1 doit être un nombre entier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is out of range; use a value from %2 to %3</source>
        <translation>%1 est hors limites&#xa0;; utilisez une valeur comprise entre %2 et %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 must be greater than zero</source>
        <translation>%1 doit être supérieur à zéro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; is not one of %2</source>
        <translation>«&#xa0;%1&#xa0;» ne fait pas partie de %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>is required</source>
        <translation>est obligatoire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>is &quot;%1&quot;; this file must have &quot;format&quot;: &quot;%2&quot;</source>
        <translation>vaut «&#xa0;%1&#xa0;»&#xa0;; ce fichier doit contenir &quot;format&quot;: &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>version %1 is not supported; this program reads version %2</source>
        <translation>la version %1 n&apos;est pas prise en charge&#xa0;; ce programme lit la version %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown preset &quot;%1&quot;; choose one of the presets in the Model list</source>
        <translation>préréglage inconnu «&#xa0;%1&#xa0;»&#xa0;; choisissez l&apos;un des préréglages de la liste Modèle</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unknown GPU &quot;%1&quot;; choose one of the GPUs in the Cluster list</source>
        <translation>GPU inconnu «&#xa0;%1&#xa0;»&#xa0;; choisissez l&apos;un des GPU de la liste Cluster</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown instance &quot;%1&quot; (nearest in the catalog: %2); choose one of the instances in the Cluster list</source>
        <translation>instance inconnue «&#xa0;%1&#xa0;» (les plus proches dans le catalogue&#xa0;: %2)&#xa0;; choisissez l&apos;une des instances de la liste Cluster</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown instance &quot;%1&quot;; choose one of the instances in the Cluster list</source>
        <translation>instance inconnue «&#xa0;%1&#xa0;»&#xa0;; choisissez l&apos;une des instances de la liste Cluster</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the catalog has no prices of %2 in region %1; choose one of %3, or enter the price you pay per node-hour</source>
        <translation>le catalogue n’a pas de prix de %2 dans la région %1 ; choisissez-en une parmi %3, ou saisissez le prix que vous payez par nœud-heure</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no price for %2 in the catalog; choose %3, or enter the price you pay per node-hour</source>
        <translation>%1 n’a pas de prix pour %2 dans le catalogue ; choisissez %3, ou saisissez le prix que vous payez par nœud-heure</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>architecture &quot;%1&quot; is not supported; supported: %2</source>
        <translation>l&apos;architecture «&#xa0;%1&#xa0;» n&apos;est pas prise en charge&#xa0;; architectures prises en charge&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>mixes full and sliding-window layers in a pattern Scaleplan does not model; it models every layer windowed, or one full-attention layer after every N - 1 windowed ones (Gemma 2: N = 2, Gemma 3: N = 6)</source>
        <translation>mélange couches complètes et couches à fenêtre glissante selon un motif que Scaleplan ne modélise pas ; il modélise toutes les couches fenêtrées, ou une couche d’attention complète après chaque groupe de N - 1 couches fenêtrées (Gemma 2 : N = 2, Gemma 3 : N = 6)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>only the language model was imported; the vision encoder is not part of the estimate</source>
        <translation>seul le modèle de langage a été importé ; l’encodeur de vision ne fait pas partie de l’estimation</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rotary embeddings turn %1 % of each head; the estimate prices the rotary pass over all of it</source>
        <translation>les embeddings rotatifs tournent %1 % de chaque tête ; l&apos;estimation compte la passe rotative sur toute la tête</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>is the longest context the model takes (%1 tokens), usually reached by long-context training after pre-training at a few thousand (DeepSeek-V3: 4,096; Llama 3.1: 8,192); set the sequence length your run trains at</source>
        <translation>est le plus long contexte que le modèle accepte (%1 jetons), en général atteint par un entraînement à long contexte après un pré-entraînement à quelques milliers (DeepSeek-V3&#xa0;: 4&#xa0;096&#xa0;; Llama 3.1&#xa0;: 8&#xa0;192)&#xa0;; indiquez la longueur de séquence de votre entraînement</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the %1 multi-token prediction module(s) trained beside the model (a transformer block each) are left out of the estimate</source>
        <translation>le(s) %1 module(s) de prédiction multi-jetons entraîné(s) à côté du modèle (un bloc transformer chacun) ne font pas partie de l&apos;estimation</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 does not divide %2 (%3); use one of %4</source>
        <translation>%1 ne divise pas %2 (%3) ; utilisez l&apos;une de ces valeurs : %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 does not divide %2 (%3)</source>
        <translation>%1 ne divise pas %2 (%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 needs more GPUs than the cluster has (%2); lower it or add nodes</source>
        <translation>%1 demande plus de GPU que le cluster n&apos;en a (%2) ; réduisez cette valeur ou ajoutez des nœuds</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>dp = %1 does not match GPUs / (tp × pp × cp) = %3 / (%4 × %5 × %6) = %2; changing tp, pp, cp or the nodes here derives dp again</source>
        <translation>dp = %1 ne correspond pas à GPU / (tp × pp × cp) = %3 / (%4 × %5 × %6) = %2 ; modifier ici tp, pp, cp ou les nœuds recalcule dp</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>context parallelism passes keys and values between the blocks of a fused attention kernel; turn on fused attention or set context parallelism to 1</source>
        <translation>le parallélisme de contexte fait passer clés et valeurs entre les blocs d’un noyau d’attention fusionné ; activez l’attention fusionnée ou réglez le parallélisme de contexte sur 1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expert parallelism spreads the experts of a mixture-of-experts model and this model has one MLP a layer; give the model more than one expert or set expert parallelism to 1</source>
        <translation>le parallélisme d’experts répartit les experts d’un modèle à mélange d’experts, et ce modèle n’a qu’un MLP par couche ; donnez au modèle plus d’un expert ou réglez le parallélisme d’experts à 1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Megatron-Core runs expert parallelism with tensor parallelism only under sequence parallelism; turn on sequence parallelism, or set tp or expert parallelism to 1</source>
        <translation>Megatron-Core n’exécute le parallélisme d’experts avec le parallélisme de tenseurs que sous parallélisme de séquence ; activez le parallélisme de séquence, ou réglez tp ou le parallélisme d’experts à 1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not a multiple of dp × micro-batch = %2 × %3; change the global batch, the micro-batch or the number of GPUs</source>
        <translation>%1 n&apos;est pas un multiple de dp × micro-batch = %2 × %3&#xa0;; modifiez le batch global, le micro-batch ou le nombre de GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>pp × virtual stages = %1 exceeds the model&apos;s %2 layers</source>
        <translation>pp × étages virtuels = %1 dépasse les %2 couches du modèle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>counts the layers full recomputation rebuilds, but the recomputation is &quot;%1&quot;; choose full recomputation or leave the layer count empty</source>
        <translation>compte les couches que le recalcul complet reconstruit, mais le recalcul est «&#xa0;%1&#xa0;»&#xa0;; choisissez le recalcul complet ou laissez le nombre de couches vide</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>name what selective recomputation rebuilds, but the recomputation is &quot;%1&quot;; choose selective recomputation or clear the recomputed parts</source>
        <translation>indique ce que le recalcul sélectif reconstruit, mais le recalcul est « %1 »&#xa0;; choisissez le recalcul sélectif ou videz les parties recalculées</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>recomputes every other matrix product of a dense layer with ordinary attention (torchtitan&apos;s op-level policy), which &quot;%1&quot; rules out; change it or recompute by part</source>
        <translation>recalcule un produit matriciel sur deux d&apos;une couche dense à attention ordinaire (la politique par opérateur de torchtitan), ce que «&#xa0;%1&#xa0;» exclut&#xa0;; changez-le ou recalculez par parties</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 layers are more than a pipeline chunk holds (%2: the layers over pipeline stages × virtual stages); use 1 to %2, or leave it empty to recompute every layer</source>
        <translation>%1 couches dépassent ce que contient un segment de pipeline (%2&#xa0;: les couches divisées par les étages de pipeline × étages virtuels)&#xa0;; utilisez 1 à %2, ou laissez le champ vide pour recalculer chaque couche</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>counts tokens, but a generic model trains on samples; give the samples (or the steps) instead</source>
        <translation>compte des jetons, mais un modèle générique s’entraîne sur des échantillons ; indiquez plutôt les échantillons (ou les pas)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>choose either a catalog instance or a described cluster (GPU, GPUs per node and network), not both</source>
        <translation>choisissez soit une instance du catalogue, soit un cluster personnalisé (GPU, GPU par nœud et réseau), mais pas les deux</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>needs %1 GB per GPU but CUDA can allocate %2 GB on the GPU; %3 dominate: change this field to fit</source>
        <translation>nécessite %1 GB par GPU alors que CUDA ne peut allouer que %2 GB sur le GPU&#xa0;; %3 dominent&#xa0;: modifiez ce champ pour tenir en mémoire</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>needs %1 of the %2 GB CUDA can allocate (%3) while ZeRO-3 (FSDP) gathers and frees parameters every layer: this full, PyTorch&apos;s caching allocator flushes its cache and retries allocations, which stalls the GPU, and published FSDP runs ran 5-16% slower than estimated; change this field to leave memory free</source>
        <translation>demande %1 des %2 Go que CUDA peut allouer (%3) alors que ZeRO-3 (FSDP) rassemble et libère les paramètres à chaque couche : aussi plein, l&apos;allocateur à cache de PyTorch vide son cache et réessaie les allocations, ce qui bloque le GPU, et des exécutions FSDP publiées ont été 5 à 16 % plus lentes que l&apos;estimation ; modifiez ce champ pour laisser de la mémoire libre</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no price is known for this cluster, so the cost counts storage and transfer only, not the nodes; set a price per node-hour</source>
        <translation>aucun prix n&apos;est connu pour ce cluster, le coût ne compte donc que le stockage et le transfert, pas les nœuds&#xa0;; indiquez un prix par heure de nœud</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no spot price is known for this instance, so its spot nodes are priced on demand while their reclaims still cost time; enter a spot price or choose an instance with one</source>
        <translation>aucun prix spot n&apos;est connu pour cette instance : ses nœuds spot sont facturés au prix à la demande alors que leurs reprises coûtent quand même du temps ; saisissez un prix spot ou choisissez une instance qui en a un</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a 1-year reservation is billed for its whole term: %1 nodes for a year commit %2; the cost counts this run&apos;s share, %3, which holds only where the rest of the term carries other work</source>
        <translation>une réservation d&apos;un an est facturée pour toute sa durée : %1 nœuds pendant un an engagent %2 ; le coût compte la part de ce run, %3, ce qui ne vaut que si le reste de la durée porte d&apos;autres travaux</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a 3-year reservation is billed for its whole term: %1 nodes for three years commit %2; the cost counts this run&apos;s share, %3, which holds only where the rest of the term carries other work</source>
        <translation>une réservation de trois ans est facturée pour toute sa durée : %1 nœuds pendant trois ans engagent %2 ; le coût compte la part de ce run, %3, ce qui ne vaut que si le reste de la durée porte d&apos;autres travaux</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>held-out measurements of layouts like this one (tensor parallelism 2-4 with data parallelism of 16 or more; vTrain, %1 layouts of GPT 3.6B-39B on A100s) took a median %2% and up to %3% longer than estimated: read the time as optimistic</source>
        <translation>des mesures réservées de dispositions comme celle-ci (parallélisme de tenseur 2-4 avec parallélisme de données de 16 ou plus&#xa0;; vTrain, %1 dispositions de GPT 3,6B-39B sur A100) ont pris en médiane %2&#xa0;% et jusqu&apos;à %3&#xa0;% de plus que l&apos;estimation&#xa0;: lisez le temps comme optimiste</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>published mixture-of-experts runs (Megatron-Bridge, %1 runs of GPT-OSS 120B, Qwen3 and DeepSeek-V3 on H100 and B200) took %2 to %3 times the estimated time, more the smaller the experts (host-side routing work is not modelled): read the time as optimistic</source>
        <translation>des entraînements à mélange d&apos;experts publiés (Megatron-Bridge, %1 entraînements de GPT-OSS 120B, Qwen3 et DeepSeek-V3 sur H100 et B200) ont pris %2 à %3 fois le temps estimé, d&apos;autant plus que les experts sont petits (le travail de routage côté hôte n&apos;est pas modélisé)&#xa0;: lisez le temps comme optimiste</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>sequence parallelism has no effect with tp = 1</source>
        <translation>le parallélisme de séquence n&apos;a aucun effet avec tp = 1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>has no effect: Megatron-Core overlaps pipeline sends only in its interleaved schedule (more than one pipeline stage and virtual stage, Megatron-LM&apos;s pipeline engine)</source>
        <translation>sans effet : Megatron-Core ne recouvre les envois du pipeline que dans son ordonnancement entrelacé (plus d’un étage de pipeline et d’un étage virtuel, moteur de pipeline de Megatron-LM)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>has no effect: it pairs one micro-batch&apos;s expert-parallel all-to-alls with another&apos;s compute, so it needs expert parallelism above 1 and at least two micro-batches a step</source>
        <translation>sans effet : il associe les all-to-all du parallélisme d’experts d’un micro-lot au calcul d’un autre ; il faut donc un parallélisme d’experts supérieur à 1 et au moins deux micro-lots par pas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>has no effect: only a plain data-parallel all-reduce (ZeRO 0) keeps PyTorch DDP&apos;s bucket copies; ZeRO shards the gradients itself</source>
        <translation>sans effet : seul un all-reduce data-parallèle simple (ZeRO 0) garde les copies de buckets de PyTorch DDP ; ZeRO répartit lui-même les gradients</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>has no effect: the model has no routed experts whose buffers a capacity pads; set more than one expert or remove the capacity factor</source>
        <translation>sans effet : le modèle n&apos;a pas d&apos;experts routés dont une capacité compléterait les tampons ; indiquez plus d&apos;un expert ou retirez le facteur de capacité</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; has no effect: the model has no such part (mla_up_proj needs latent attention, mlp dense layers, moe and moe_act experts, shared_experts shared experts); remove it from the recomputed parts</source>
        <translation>« %1 » est sans effet&#xa0;: le modèle n&apos;a pas cette partie (mla_up_proj demande une attention latente, mlp des couches denses, moe et moe_act des experts, shared_experts des experts partagés)&#xa0;; retirez-la des parties recalculées</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>has no effect: it dispatches routed tokens between expert-parallel ranks, so it needs more than one expert and expert parallelism above 1</source>
        <translation>sans effet&#xa0;: il répartit les jetons routés entre les rangs du parallélisme d&apos;experts&#xa0;; il faut plus d&apos;un expert et un parallélisme d&apos;experts supérieur à 1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>has no effect: Transformer Engine overlaps tensor-parallel communication only with sequence parallelism and tp from 2 to the GPUs of one node (%1)</source>
        <translation>sans effet : Transformer Engine ne recouvre la communication du parallélisme tensoriel qu’avec le parallélisme de séquence et un tp de 2 au nombre de GPU d’un nœud (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>only %1 micro-batches for %2 pipeline stages; raise the global batch or lower pp</source>
        <translation>seulement %1 micro-batches pour %2 étages de pipeline&#xa0;; augmentez le batch global ou réduisez pp</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the pipeline bubble takes %1 of the step; more micro-batches or virtual stages shrink it</source>
        <translation>la bulle du pipeline occupe %1 du pas&#xa0;; davantage de micro-batches ou d&apos;étages virtuels la réduisent</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>communication that compute cannot hide takes %1 of the step</source>
        <translation>la communication que le calcul ne peut pas masquer occupe %1 du pas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>interruptions (%1 per hour, %2 h lost each) leave almost no progress; use fewer spot nodes, a shorter checkpoint interval or faster restarts</source>
        <translation>les interruptions (%1 par heure, %2 h perdues chacune) ne laissent presque aucune progression&#xa0;; utilisez moins de nœuds spot, un intervalle de checkpoint plus court ou des redémarrages plus rapides</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 layers do not split evenly over %2 stages; the heaviest stage sets the pace</source>
        <translation>%1 couches ne se répartissent pas uniformément sur %2 étages&#xa0;; l&apos;étage le plus chargé impose le rythme</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expert tensor parallelism splits the routed experts of a mixture-of-experts model and this model has none; set more than one expert or clear the expert tensor parallelism</source>
        <translation>le parallélisme tensoriel des experts divise les experts routés d&apos;un modèle à mélange d&apos;experts, et ce modèle n&apos;en a pas ; indiquez plus d&apos;un expert ou effacez le parallélisme tensoriel des experts</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>is the form of a GELU activation and this MLP is SwiGLU; choose GELU</source>
        <translation>est la forme d&apos;une activation GELU et ce MLP est SwiGLU&#xa0;; choisissez GELU</translation>
    </message>
    <message>
        <location line="-277"/>
        <source>makes layers of this mixture-of-experts model dense in a pattern Scaleplan does not model; it models leading dense layers, then experts in one layer of every N (Llama 4 Maverick: N = 2)</source>
        <translation>rend denses des couches de ce modèle à mélange d&apos;experts selon un motif que Scaleplan ne modélise pas&#xa0;; il modélise des couches denses en tête, puis des experts dans une couche sur N (Llama 4 Maverick&#xa0;: N = 2)</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>the file is not valid JSON at line %1, column %2 (the text there: %3); look there or just before it for a missing or extra comma, quote or bracket</source>
        <translation>le fichier n&apos;est pas un JSON valide à la ligne %1, colonne %2 (texte à cet endroit : %3) ; vérifiez à cet endroit ou juste avant s&apos;il y manque ou s&apos;il y a en trop une virgule, un guillemet ou un crochet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the file is not valid JSON at the end of line %1 (column %2); look there or just before it for a missing or extra comma, quote or bracket</source>
        <translation>le fichier n&apos;est pas un JSON valide à la fin de la ligne %1 (colonne %2) ; vérifiez à cet endroit ou juste avant s&apos;il y manque ou s&apos;il y a en trop une virgule, un guillemet ou un crochet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the file ends at line %1 before its JSON does; it was cut off, or a closing bracket or quote is missing</source>
        <translation>le fichier se termine à la ligne %1 avant la fin de son JSON ; il a été tronqué, ou il manque un crochet fermant ou un guillemet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file is empty; it must hold one JSON object ({ … })</source>
        <translation>le fichier est vide ; il doit contenir un seul objet JSON ({ … })</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a NUL byte at offset %1; the file is binary or was cut off, not a JSON text</source>
        <translation>un octet NUL à la position %1 ; le fichier est binaire ou tronqué, ce n&apos;est pas un texte JSON</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the input is larger than %1 MB</source>
        <translation>l&apos;entrée dépasse %1 Mo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>objects and arrays are nested more than %1 levels deep</source>
        <translation>les objets et tableaux sont imbriqués sur plus de %1 niveaux</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the key &quot;%1&quot; appears twice in one object; keep one</source>
        <translation>la clé « %1 » apparaît deux fois dans un même objet ; n&apos;en gardez qu&apos;une</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unknown key &quot;%1&quot;; this version of Scaleplan does not read it, so check its spelling</source>
        <translation>clé inconnue &quot;%1&quot; ; cette version de Scaleplan ne la lit pas, vérifiez donc son orthographe</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>unknown preset &quot;%1&quot; (nearest: %2); choose one of the presets in the Model list</source>
        <translation>préréglage inconnu « %1 » (le plus proche : %2) ; choisissez l&apos;un des préréglages de la liste Modèle</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unknown GPU &quot;%1&quot; (nearest: %2); choose one of the GPUs in the Cluster list</source>
        <translation>GPU inconnu « %1 » (le plus proche : %2) ; choisissez l&apos;un des GPU de la liste Cluster</translation>
    </message>
    <message>
        <location line="+168"/>
        <source>price from %1, %2</source>
        <translation>prix selon %1, %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the price dates from %1, %2 months ago, and prices change: update it under Tools &gt; Instance Prices</source>
        <translation>le prix date de %1, il y a %2 mois, et les prix changent : mettez-le à jour dans Outils &gt; Prix des instances</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>the only published ZeRO-3 runs sharded this widely other than PyTorch FSDP&apos;s (DeepSpeed, 2021: %1 runs of GPT 175B and 530B on 48-280 nodes of A100s) took %2 to %3 times the estimated time; estimates for this training stack were checked on up to %4 nodes (PyTorch FSDP: %5, Training software): read the time as optimistic, or shard over fewer nodes (ZeRO shard group)</source>
        <translation>les seules exécutions ZeRO-3 publiées réparties aussi largement, hors PyTorch FSDP (DeepSpeed, 2021 : %1 exécutions de GPT 175B et 530B sur 48 à 280 nœuds d&apos;A100), ont pris %2 à %3 fois le temps estimé ; les estimations pour cette pile d&apos;entraînement ont été vérifiées sur au plus %4 nœuds (PyTorch FSDP : %5, Logiciel d&apos;entraînement) : lisez le temps comme optimiste, ou répartissez sur moins de nœuds (groupe de partition ZeRO)</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>the GPU waits %1 of the step for the host to issue its kernels: each layer&apos;s work is too small; a larger micro-batch or less tensor parallelism gives the GPU more per kernel, and CUDA graphs remove the wait</source>
        <translation>le GPU attend %1 du pas que l&apos;hôte lance ses noyaux&#xa0;: le travail de chaque couche est trop petit&#xa0;; un micro-batch plus grand ou moins de parallélisme tensoriel donne au GPU plus de travail par noyau, et les graphes CUDA suppriment l&apos;attente</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>only a mixture of experts has dense layers beside its expert layers; set more than one expert, or no dense layers and experts in every layer</source>
        <translation>seul un mélange d&apos;experts a des couches denses à côté de ses couches d&apos;experts&#xa0;; indiquez plus d&apos;un expert, ou aucune couche dense et des experts dans chaque couche</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>makes the windowed layers attend within chunks of the attention window and this model has no window; set the window to the chunk length or attend over the whole sequence</source>
        <translation>fait porter l&apos;attention des couches fenêtrées à l&apos;intérieur de blocs de la longueur de la fenêtre, et ce modèle n&apos;a pas de fenêtre&#xa0;; donnez à la fenêtre la longueur des blocs ou portez l&apos;attention sur toute la séquence</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>is the width of a mixture of experts&apos; dense layers and this model has none; set dense layers or experts in fewer layers, or clear this width</source>
        <translation>est la largeur des couches denses d&apos;un mélange d&apos;experts, et ce modèle n&apos;en a pas&#xa0;; indiquez des couches denses ou des experts dans moins de couches, ou effacez cette largeur</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>belongs to multi-head latent attention, which the key-value latent width turns on; set that width or clear this one</source>
        <translation>appartient à l&apos;attention latente multi-têtes, qu&apos;active la largeur du latent clé-valeur&#xa0;; indiquez cette largeur ou effacez celle-ci</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>has no effect: Transformer Engine overlaps the tensor-parallel communication of its own modules, and eager PyTorch modules overlap none; choose fused kernels or turn the overlap off</source>
        <translation>sans effet&#xa0;: Transformer Engine recouvre la communication tensor-parallèle de ses propres modules, et les modules PyTorch eager n&apos;en recouvrent aucune&#xa0;; choisissez des noyaux fusionnés ou désactivez le recouvrement</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>eager PyTorch modules do not train in fp8: fp8 products run in Transformer Engine&apos;s modules, which fuse the element-wise work as well; choose fused kernels or bf16</source>
        <translation>les modules PyTorch eager n&apos;entraînent pas en fp8&#xa0;: les produits fp8 s&apos;exécutent dans les modules de Transformer Engine, qui fusionnent aussi le travail élément par élément&#xa0;; choisissez des noyaux fusionnés ou bf16</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PyTorch&apos;s autocast has no fp8: fp8 products run in Transformer Engine&apos;s fp8_autocast, over 16-bit weights with an fp32 main copy; choose 16-bit weights or bf16</source>
        <translation>L&apos;autocast de PyTorch n&apos;a pas de fp8&#xa0;: les produits fp8 s&apos;exécutent dans le fp8_autocast de Transformer Engine, sur des poids 16 bits avec une copie principale fp32&#xa0;; choisissez des poids 16 bits ou bf16</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>has no effect in fp32 training: autocast casts fp32 weights to 16 bits for each matrix product; choose bf16 or fp16, or 16-bit weights</source>
        <translation>n&apos;a pas d&apos;effet en entraînement fp32&#xa0;: l&apos;autocast convertit les poids fp32 en 16 bits pour chaque produit matriciel&#xa0;; choisissez bf16 ou fp16, ou des poids 16 bits</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>autocast keeps the 16-bit copy of every layer&apos;s weights for the backward pass, %1 GB a GPU that ZeRO-3 does not shard (FSDP frees its gathered fp32 weights, not their casts); FSDP with a MixedPrecision policy gathers 16-bit weights: choose 16-bit weights, or full recomputation</source>
        <translation>l&apos;autocast garde la copie 16 bits des poids de chaque couche pour la passe arrière, %1 Go par GPU que ZeRO-3 ne partitionne pas (FSDP libère ses poids fp32 rassemblés, pas leurs conversions)&#xa0;; FSDP avec une politique MixedPrecision rassemble des poids 16 bits&#xa0;: choisissez des poids 16 bits, ou le recalcul complet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 key/value heads: latent attention gives each of the %2 heads its own key and value; set as many key/value heads as heads</source>
        <translation>%1 têtes clé/valeur&#xa0;: l&apos;attention latente donne à chacune des %2 têtes sa propre clé et sa propre valeur&#xa0;; indiquez autant de têtes clé/valeur que de têtes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>experts split over fewer ranks than tp take each rank&apos;s share of the tokens from sequence parallelism; turn sequence parallelism on or split the experts over tp</source>
        <translation>des experts répartis sur moins de rangs que tp reçoivent la part de jetons de chaque rang du parallélisme de séquence ; activez le parallélisme de séquence ou divisez les experts sur tp</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>has no effect: %1 compresses the all-reduce of gradients, and this layout has none (no data parallelism, or ZeRO over all of dp reduce-scatters them, which only fp16 compresses); use fp16, ZeRO 0 or a ZeRO shard group smaller than dp</source>
        <translation>sans effet : %1 compresse l&apos;all-reduce des gradients, et cette disposition n&apos;en a pas (pas de parallélisme de données, ou ZeRO sur tout dp les répartit par reduce-scatter, que seul fp16 compresse) ; utilisez fp16, ZeRO 0 ou un groupe de partition ZeRO plus petit que dp</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 gradients cannot be summed in flight, so they are all-gathered: the traffic grows with dp (%2)</source>
        <translation>les gradients %1 ne peuvent pas être sommés en transit et sont donc collectés par all-gather&#xa0;: le trafic croît avec dp (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no published board power for %1, so energy is reported as zero; add tdp_w in a user catalog</source>
        <translation>aucune puissance de carte publiée pour %1, l&apos;énergie est donc indiquée comme nulle&#xa0;; ajoutez tdp_w dans un catalogue utilisateur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no GPU-to-GPU bandwidth for %1, so GPUs in a node are taken to talk over PCIe Gen4 x16 (31 GB/s); add scaleup_gbs_unidir in a user catalog</source>
        <translation>pas de bande passante GPU à GPU pour %1 : les GPU d’un nœud sont supposés communiquer par PCIe Gen4 x16 (31 Go/s) ; ajoutez scaleup_gbs_unidir dans un catalogue utilisateur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no SM count for %1, so matrix products are not rounded to whole waves and the SMs that overlapped communication holds are not charged; add sm_count in a user catalog</source>
        <translation>pas de nombre de SM pour %1 : les produits matriciels ne sont pas arrondis à des vagues entières et les SM qu’occupe la communication recouverte ne sont pas comptés ; ajoutez sm_count dans un catalogue utilisateur</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 needs compute capability %2 or newer and %3 has %4, so no run on this GPU can use it; choose an attention kernel this GPU supports</source>
        <translation>%1 exige la compute capability %2 ou plus récente et %3 a %4 : aucun entraînement sur ce GPU ne peut donc l&apos;utiliser ; choisissez un noyau d&apos;attention que ce GPU prend en charge</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no %2 tensor cores, so no run on this GPU can use %2 products; the estimate runs them at its %3 rate; choose %4 as the precision</source>
        <translation>%1 n&apos;a pas de cœurs tensoriels %2, donc aucun entraînement sur ce GPU ne peut utiliser de produits %2&#xa0;; l&apos;estimation les calcule à son débit %3&#xa0;; choisissez %4 comme précision</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the interleaved schedule needs the micro-batches per step (%1) to be a multiple of the pipeline stages (%2), which Megatron-LM checks before it starts; change the global batch or the micro-batch, or use one virtual stage</source>
        <translation>le calendrier entrelacé exige que le nombre de micro-batches par pas (%1) soit un multiple du nombre d’étages de pipeline (%2), ce que Megatron-LM vérifie avant de démarrer&#xa0;; changez le batch global ou le micro-batch, ou utilisez un seul étage virtuel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 needs a transformer model (layers, hidden, heads); choose a transformer preset or another launch target</source>
        <translation>%1 nécessite un modèle transformer (couches, dimension cachée, têtes) ; choisissez un préréglage transformer ou une autre cible de lancement</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot run the value %2; use one of %3 or another launch target</source>
        <translation>%1 ne prend pas en charge la valeur %2 ; utilisez l&apos;une des valeurs %3 ou une autre cible de lancement</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 needs the %2 layers to split evenly over pp × virtual stages = %3 pipeline chunks; change the pipeline stages or the virtual stages</source>
        <translation>%1 exige que les %2 couches se répartissent uniformément sur pp × étages virtuels = %3 blocs de pipeline ; modifiez les étages de pipeline ou les étages virtuels</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no parallel layout of the cluster&apos;s GPUs divides the global batch (%1); change the node count or the global batch</source>
        <translation>aucune disposition parallèle des GPU du cluster ne divise le batch global (%1)&#xa0;; modifiez le nombre de nœuds ou le batch global</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no layout fits in GPU memory: the closest needs %1 GB per GPU against the %2 GB CUDA can allocate; add nodes, choose GPUs with more memory or a smaller model</source>
        <translation>aucune disposition ne tient dans la mémoire du GPU&#xa0;: la plus proche nécessite %1 GB par GPU pour les %2 GB que CUDA peut allouer&#xa0;; ajoutez des nœuds, choisissez des GPU dotés de plus de mémoire ou un modèle plus petit</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no plan meets the budget of %1 USD: the cheapest feasible plan costs %2 (%3x)</source>
        <translation>aucun plan ne respecte le budget de %1 USD&#xa0;: le plan réalisable le moins cher coûte %2 (%3x)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no plan meets the deadline of %1 h: the fastest feasible plan takes %2 h (%3x)</source>
        <translation>aucun plan ne respecte l&apos;échéance de %1 h&#xa0;: le plan réalisable le plus rapide prend %2 h (%3x)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no plan meets both the budget of %1 USD and the deadline of %2 h: the cheapest plan within the deadline costs %3 (%4x the budget), and no plan stays within the budget</source>
        <translation>aucun plan ne respecte à la fois le budget de %1 USD et l&apos;échéance de %2 h&#xa0;: le plan le moins cher qui tient l&apos;échéance coûte %3 (%4x le budget), et aucun plan ne reste dans le budget</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no plan meets the budget of %1 USD nor the deadline of %2 h: the cheapest feasible plan costs %3 (%4x), the fastest takes %5 h (%6x)</source>
        <translation>aucun plan ne respecte le budget de %1 USD ni l&apos;échéance de %2 h&#xa0;: le plan réalisable le moins cher coûte %3 (%4x), le plus rapide prend %5 h (%6x)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no plan meets both the budget of %1 USD and the deadline of %2 h: the fastest plan within the budget takes %3 h (%4x the deadline), and no plan meets the deadline</source>
        <translation>aucun plan ne respecte à la fois le budget de %1 USD et l&apos;échéance de %2 h : le plus rapide dans le budget prend %3 h (%4 fois l&apos;échéance), et aucun plan ne respecte le délai</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no plan meets both the budget of %1 USD and the deadline of %2 h: the cheapest plan within the deadline costs %3 (%4x the budget), the fastest within the budget takes %5 h (%6x the deadline)</source>
        <translation>aucun plan ne respecte à la fois le budget de %1 USD et l&apos;échéance de %2 h : le moins cher dans l&apos;échéance coûte %3 (%4 fois le budget), le plus rapide dans le budget prend %5 h (%6 fois l&apos;échéance)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the first line must name the columns, e.g. gpus,step_time_s</source>
        <translation>la première ligne doit nommer les colonnes, p. ex. gpus,step_time_s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the header has no column %1; add it</source>
        <translation>l&apos;en-tête n&apos;a pas de colonne %1&#xa0;; ajoutez-la</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown column &quot;%1&quot;; use one of %2</source>
        <translation>colonne inconnue «&#xa0;%1&#xa0;»&#xa0;; utilisez l&apos;une des colonnes %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>has %1 fields but the header names %2 columns; give one value per column, separated by commas</source>
        <translation>comporte %1 champs alors que l&apos;en-tête nomme %2 colonnes&#xa0;; donnez une valeur par colonne, séparées par des virgules</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;%1&quot; is not a number; write a plain number such as 1.25</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nombre&#xa0;; écrivez un nombre simple tel que 1.25</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>only %1 measurements; give at least %2 (e.g. 1, 2, 4 and 8 GPUs)</source>
        <translation>seulement %1 mesures&#xa0;; fournissez-en au moins %2 (p. ex. 1, 2, 4 et 8 GPU)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this layout cannot run the scenario: %1</source>
        <translation>cette disposition ne peut pas exécuter le scénario&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the fields are separated by semicolons, as spreadsheets save CSV where numbers take decimal commas; save it with commas between fields and points in numbers (e.g. 0.52)</source>
        <translation>les champs sont séparés par des points-virgules, comme les tableurs enregistrent le CSV là où les nombres prennent une virgule décimale ; enregistrez-le avec des virgules entre les champs et des points dans les nombres (p. ex. 0.52)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the file lists no GPU instance in region %1; choose one of %2</source>
        <translation>le fichier ne liste aucune instance GPU dans la région %1 ; choisissez-en une parmi %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not a name of an instance type or region; such names use letters, digits and &apos;.&apos;, &apos;_&apos;, &apos;-&apos;, &apos;+&apos;</source>
        <translation>&quot;%1&quot; n’est pas un nom de type d’instance ou de région ; ces noms utilisent des lettres, des chiffres et &apos;.&apos;, &apos;_&apos;, &apos;-&apos;, &apos;+&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no NVIDIA driver: %1 could not be loaded (%2); install the NVIDIA driver to probe this machine&apos;s GPUs</source>
        <translation>aucun pilote NVIDIA&#xa0;: %1 n&apos;a pas pu être chargé (%2)&#xa0;; installez le pilote NVIDIA pour interroger les GPU de cette machine</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the NVIDIA driver supports CUDA %1 but the probe needs CUDA %2 or newer; update the driver</source>
        <translation>le pilote NVIDIA prend en charge CUDA %1 mais l&apos;interrogation nécessite CUDA %2 ou plus récent&#xa0;; mettez à jour le pilote</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the NVIDIA driver is installed but sees no GPU; check CUDA_VISIBLE_DEVICES and that the GPU is seated and powered</source>
        <translation>le pilote NVIDIA est installé mais ne voit aucun GPU&#xa0;; vérifiez CUDA_VISIBLE_DEVICES ainsi que la mise en place et l&apos;alimentation du GPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>access to the GPU was refused (%1); add your user to the group that owns /dev/nvidia* or ask the administrator</source>
        <translation>l&apos;accès au GPU a été refusé (%1)&#xa0;; ajoutez votre utilisateur au groupe propriétaire de /dev/nvidia* ou adressez-vous à l&apos;administrateur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is split into MIG instances: the figures are those of a slice, not of the whole GPU</source>
        <translation>%1 est partitionné en instances MIG&#xa0;: les valeurs sont celles d&apos;une tranche, pas du GPU entier</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 failed (%2)</source>
        <translation>échec de %1 (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cuBLAS (libcublas.so.13, .12 or .11) is not installed, so the matrix-multiply benchmark was skipped; install the CUDA toolkit&apos;s cuBLAS to run it</source>
        <translation>cuBLAS (libcublas.so.13, .12 ou .11) n&apos;est pas installé, le benchmark de multiplication matricielle a donc été ignoré&#xa0;; installez le cuBLAS du CUDA Toolkit pour l&apos;exécuter</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the benchmarks were cancelled</source>
        <translation>les benchmarks ont été annulés</translation>
    </message>
    <message>
        <location line="+349"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <location line="-1214"/>
        <source>File format</source>
        <translation>Format de fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format version</source>
        <translation>Version du format</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scenario name</source>
        <translation>Nom du scénario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model kind</source>
        <translation>Type de modèle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model preset</source>
        <translation>Préréglage de modèle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers</source>
        <translation>Couches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden size</source>
        <translation>Dimension cachée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention heads</source>
        <translation>Têtes d&apos;attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key/value heads</source>
        <translation>Têtes clé/valeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head width</source>
        <translation>Largeur de tête</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention window</source>
        <translation>Fenêtre d’attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full attention every</source>
        <translation>Attention complète toutes les</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window kind</source>
        <translation>Type de fenêtre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feed-forward width</source>
        <translation>Largeur feed-forward</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vocabulary size</source>
        <translation>Taille du vocabulaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequence length</source>
        <translation>Longueur de séquence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MLP type</source>
        <translation>Type de MLP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experts</source>
        <translation>Experts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experts per token</source>
        <translation>Experts par token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared expert width</source>
        <translation>Largeur des experts partagés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense layers</source>
        <translation>Couches denses</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experts every</source>
        <translation>Experts toutes les</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert groups</source>
        <translation>Groupes d&apos;experts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Groups per token</source>
        <translation>Groupes par jeton</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense MLP width</source>
        <translation>Largeur du MLP dense</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key-value latent</source>
        <translation>Latent clé-valeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Query latent</source>
        <translation>Latent de requête</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotary head width</source>
        <translation>Largeur rotative de tête</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value head width</source>
        <translation>Largeur de tête de valeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tied embeddings</source>
        <translation>Embeddings liés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Biases</source>
        <translation>Biais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention and MLP</source>
        <translation>Attention et MLP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention mask</source>
        <translation>Masque d’attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TF32 tensor cores</source>
        <translation>Cœurs tenseurs TF32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert all-to-all</source>
        <translation>All-to-all des experts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradient buckets</source>
        <translation>Buckets de gradients</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Token dispatch</source>
        <translation>Envoi des jetons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normalization</source>
        <translation>Normalisation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Query/key norms</source>
        <translation>Normes requête/clé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Positions</source>
        <translation>Positions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention dropout</source>
        <translation>Dropout de l’attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recomputed layers</source>
        <translation>Couches recalculées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recomputed parts</source>
        <translation>Parties recalculées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selective recomputation</source>
        <translation>Recalcul sélectif</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert capacity</source>
        <translation>Capacité des experts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden dropout</source>
        <translation>Dropout caché</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training FLOPs per sample</source>
        <translation>FLOPs d&apos;entraînement par échantillon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activation memory per sample</source>
        <translation>Mémoire d&apos;activations par échantillon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory traffic per sample</source>
        <translation>Trafic mémoire par échantillon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute efficiency</source>
        <translation>Efficacité de calcul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training tokens</source>
        <translation>Tokens d&apos;entraînement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training samples</source>
        <translation>Échantillons d&apos;entraînement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer steps</source>
        <translation>Pas d&apos;optimisation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Global batch</source>
        <translation>Batch global</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Micro-batch</source>
        <translation>Micro-batch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation>Optimiseur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer states</source>
        <translation>États de l&apos;optimiseur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master weights</source>
        <translation>Poids maîtres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Distributed saved activations</source>
        <translation>Activations sauvegardées réparties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activation recomputation</source>
        <translation>Recalcul des activations</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention kernel</source>
        <translation>Noyau d&apos;attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Element-wise kernels</source>
        <translation>Noyaux élément par élément</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training software</source>
        <translation>Logiciel d&apos;entraînement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA graphs</source>
        <translation>Graphes CUDA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixed precision</source>
        <translation>Précision mixte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 scaling</source>
        <translation>Mise à l’échelle FP8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instance type</source>
        <translation>Type d&apos;instance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs per node</source>
        <translation>GPU par nœud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inter-node bandwidth</source>
        <translation>Bande passante inter-nœuds</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price per node-hour</source>
        <translation>Prix par heure de nœud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Region</source>
        <translation>Région</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallel layout</source>
        <translation>Parallélisme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor parallel (tp)</source>
        <translation>Parallélisme de tenseurs (tp)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline parallel (pp)</source>
        <translation>Parallélisme de pipeline (pp)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data parallel (dp)</source>
        <translation>Parallélisme de données (dp)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context parallel (cp)</source>
        <translation>Parallélisme de contexte (cp)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert parallel (ep)</source>
        <translation>Parallélisme d’experts (ep)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert tensor parallel</source>
        <translation>Parallèle tensoriel des experts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO stage</source>
        <translation>Niveau ZeRO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO shard group</source>
        <translation>Groupe de sharding ZeRO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequence parallel</source>
        <translation>Parallélisme de séquence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Virtual pipeline stages</source>
        <translation>Étages de pipeline virtuels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Communication</source>
        <translation>Communication</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradient compression</source>
        <translation>Compression des gradients</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compression ratio</source>
        <translation>Taux de compression</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlap gradient exchange</source>
        <translation>Recouvrement de l&apos;échange de gradients</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor-parallel communication</source>
        <translation>Communication du parallélisme de tenseurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline sends</source>
        <translation>Envois du pipeline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline engine</source>
        <translation>Moteur de pipeline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pricing</source>
        <translation>Tarification</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot share</source>
        <translation>Part spot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purchase</source>
        <translation>Achat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spot price per node-hour</source>
        <translation>Prix spot par heure de nœud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storage price</source>
        <translation>Prix du stockage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dataset size</source>
        <translation>Taille du jeu de données</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Egress</source>
        <translation>Trafic sortant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reliability</source>
        <translation>Fiabilité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node MTBF</source>
        <translation>MTBF des nœuds</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spot reclaim rate</source>
        <translation>Taux de reprise spot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint interval</source>
        <translation>Intervalle de checkpoint</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoint write bandwidth</source>
        <translation>Débit d&apos;écriture des checkpoints</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restart time</source>
        <translation>Durée de redémarrage</translation>
    </message>
    <message>
        <location line="+798"/>
        <source>Standard attention (score matrix in memory)</source>
        <translation>Attention standard (matrice des scores en mémoire)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FlashAttention-2</source>
        <translation>FlashAttention-2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FlashAttention-3 or cuDNN (Hopper)</source>
        <translation>FlashAttention-3 ou cuDNN (Hopper)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FlashAttention-1</source>
        <translation>FlashAttention-1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FlashAttention in Triton</source>
        <translation>FlashAttention en Triton</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On demand</source>
        <translation>À la demande</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1-year reservation</source>
        <translation>Réservation 1 an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3-year reservation</source>
        <translation>Réservation 3 ans</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capacity Block</source>
        <translation>Capacity Block</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>BF16 (mixed precision)</source>
        <translation>BF16 (précision mixte)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP16 (mixed precision)</source>
        <translation>FP16 (précision mixte)</translation>
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
        <translation>Aucun</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Selective (parts of each layer)</source>
        <translation>Sélectif (parties de chaque couche)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Full (layers from their input)</source>
        <translation>Complet (couches depuis leur entrée)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Attention core (core_attn)</source>
        <translation>Cœur de l&apos;attention (core_attn)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Norm outputs (layernorm)</source>
        <translation>Sorties des normalisations (layernorm)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Latent up projections (mla_up_proj)</source>
        <translation>Projections montantes latentes (mla_up_proj)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dense MLPs (mlp)</source>
        <translation>MLP denses (mlp)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert layers (moe)</source>
        <translation>Couches d&apos;experts (moe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert activations (moe_act)</source>
        <translation>Activations des experts (moe_act)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared experts (shared_experts)</source>
        <translation>Experts partagés (shared_experts)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>core_attn (Megatron-Core&apos;s default)</source>
        <translation>core_attn (valeur par défaut de Megatron-Core)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Every other matrix product (torchtitan)</source>
        <translation>Un produit matriciel sur deux (torchtitan)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By part (Megatron-Core)</source>
        <translation>Par parties (Megatron-Core)</translation>
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
        <translation>Fusionnés (Megatron-LM, Transformer Engine)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Eager PyTorch (Hugging Face modules)</source>
        <translation>PyTorch eager (modules Hugging Face)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>16-bit weights, fp32 main copy</source>
        <translation>Poids 16 bits, copie principale fp32</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PyTorch autocast over fp32 weights</source>
        <translation>Autocast PyTorch sur des poids fp32</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Delayed (amax history)</source>
        <translation>Différée (historique amax)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Current (each tensor&apos;s own amax)</source>
        <translation>Courante (amax propre à chaque tenseur)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>None (full gradients)</source>
        <translation>Aucune (gradients complets)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP16 (half-size gradients)</source>
        <translation>FP16 (gradients deux fois plus petits)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>INT8 (quantised, all-gathered)</source>
        <translation>INT8 (quantifié, all-gather)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PowerSGD (low-rank factors)</source>
        <translation>PowerSGD (facteurs de rang faible)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Top-k (sparse, all-gathered)</source>
        <translation>Top-k (creux, all-gather)</translation>
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
        <translation>Non précisé</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Megatron-LM</source>
        <translation>Megatron-LM</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>DeepEP (one copy a node)</source>
        <translation>DeepEP (une copie par nœud)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-to-all (Megatron-Core)</source>
        <translation>All-to-all (Megatron-Core)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>SwiGLU (three matrices)</source>
        <translation>SwiGLU (trois matrices)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GELU written out (Hugging Face gelu_new)</source>
        <translation>GELU écrite en opérations (gelu_new de Hugging Face)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GELU (two matrices)</source>
        <translation>GELU (deux matrices)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>every linear layer</source>
        <translation>chaque couche linéaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>query, key and value</source>
        <translation>requête, clé et valeur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LayerNorm only</source>
        <translation>LayerNorm seulement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MLP and LayerNorm</source>
        <translation>MLP et LayerNorm</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>causal (decoder)</source>
        <translation>causal (décodeur)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bidirectional (encoder)</source>
        <translation>bidirectionnel (encodeur)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>one after the other</source>
        <translation>l&apos;un après l&apos;autre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>side by side, one norm</source>
        <translation>côte à côte, une norme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>side by side, a norm each</source>
        <translation>côte à côte, une norme chacun</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>none</source>
        <comment>query/key norms</comment>
        <translation>aucune</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one per head (Qwen3, Gemma 3)</source>
        <translation>une par tête (Qwen3, Gemma 3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>over each projection (OLMo 2)</source>
        <translation>sur chaque projection (OLMo 2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L2 per head, no scale (Llama 4)</source>
        <translation>L2 par tête, sans échelle (Llama 4)</translation>
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
        <translation>plongements appris</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rotary (RoPE)</source>
        <translation>rotatif (RoPE)</translation>
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
        <translation>%1 h (%2 jours)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 days</source>
        <translation>%1 jours</translation>
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
        <translation>%1 billions</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 billion</source>
        <translation>%1 milliards</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 million</source>
        <translation>%1 millions</translation>
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
        <translation>, tp des experts %1</translation>
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
        <translation>Déduire dp des GPU (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use micro-batch %1</source>
        <translation>Utiliser le micro-batch %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use global batch %1</source>
        <translation>Utiliser le batch global %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use tp %1</source>
        <translation>Utiliser tp %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use pp %1</source>
        <translation>Utiliser pp %1</translation>
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
        <translation>Achetée autrement, %1 (%2) atteint l&apos;objectif : %3 et %4.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bought another way, %1 (%2) meets the budget: %3 and %4.</source>
        <translation>Achetée autrement, %1 (%2) respecte le budget : %3 et %4.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bought another way, %1 (%2) meets the deadline: %3 and %4.</source>
        <translation>Achetée autrement, %1 (%2) respecte l&apos;échéance : %3 et %4.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Note: %1.</source>
        <translation>Remarque : %1.</translation>
    </message>
</context>
<context>
    <name>ReportTexts</name>
    <message>
        <location filename="../widgets/report/ReportContent.cpp" line="+263"/>
        <source>Figure</source>
        <translation>Indicateur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 of %2: fits</source>
        <translation>%1 sur %2 : tient en mémoire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2: does not fit</source>
        <translation>%1 sur %2 : ne tient pas</translation>
    </message>
    <message>
        <location line="+248"/>
        <source>Summary</source>
        <translation>Synthèse</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No estimate: %1</source>
        <translation>Aucune estimation : %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Training time (expected)</source>
        <translation>Durée d&apos;entraînement (prévue)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training time without interruptions</source>
        <translation>Durée d&apos;entraînement sans interruption</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+408"/>
        <location line="+37"/>
        <location line="+41"/>
        <source>Cost (expected)</source>
        <translation>Coût (prévu)</translation>
    </message>
    <message>
        <location line="-485"/>
        <location line="+408"/>
        <location line="+37"/>
        <source>GPU-hours</source>
        <translation>Heures GPU</translation>
    </message>
    <message>
        <location line="-444"/>
        <source>MFU (model FLOPs utilisation)</source>
        <translation>MFU (utilisation des FLOPs du modèle)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+444"/>
        <source>Memory per GPU</source>
        <translation>Mémoire par GPU</translation>
    </message>
    <message>
        <location line="-443"/>
        <location line="+352"/>
        <source>Step time</source>
        <translation>Durée d&apos;un pas</translation>
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
        <translation>Pas d&apos;optimisation</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>Throughput</source>
        <translation>Débit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tokens/s (%2 per GPU)</source>
        <translation>%1 tokens/s (%2 par GPU)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layout (tp × pp × dp, ZeRO)</source>
        <translation>Disposition (tp × pp × dp, ZeRO)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+397"/>
        <location line="+150"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="-546"/>
        <source>Energy</source>
        <translation>Énergie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs as planned</source>
        <translation>S&apos;exécute comme prévu</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+144"/>
        <location line="+12"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location line="-156"/>
        <location line="+144"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location line="-142"/>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+2"/>
        <location line="+145"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>Preset</source>
        <translation>Préréglage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layers</source>
        <translation>Couches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden size</source>
        <translation>Dimension cachée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention heads (key/value heads)</source>
        <translation>Têtes d&apos;attention (têtes clé/valeur)</translation>
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
        <translation>Largeur de tête</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attention window</source>
        <translation>Fenêtre d’attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chunks of %1 tokens in %2 of %3 layers</source>
        <translation>blocs de %1 jetons dans %2 couches sur %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tokens in %2 of %3 layers</source>
        <translation>%1 jetons dans %2 couches sur %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Feed-forward size</source>
        <translation>Largeur feed-forward</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vocabulary</source>
        <translation>Vocabulaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequence length</source>
        <translation>Longueur de séquence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feed-forward block</source>
        <translation>Bloc feed-forward</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Biases, normalization, positions</source>
        <translation>Biais, normalisation, positions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attention and MLP</source>
        <translation>Attention et MLP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention mask</source>
        <translation>Masque d’attention</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Experts (per token)</source>
        <translation>Experts (par token)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shared expert width</source>
        <translation>Largeur des experts partagés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Latent attention (key-value, query; rotary, value head)</source>
        <translation>Attention latente (clé-valeur, requête&#xa0;; rotative, tête de valeur)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2; %3, %4</source>
        <translation>%1, %2&#xa0;; %3, %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Leading dense layers (MLP width)</source>
        <translation>Couches denses en tête (largeur du MLP)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expert layers</source>
        <translation>Couches d&apos;experts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one in every %1; the other %2 dense (MLP width %3)</source>
        <translation>une sur %1&#xa0;; les %2 autres denses (largeur MLP %3)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1; a token&apos;s experts from %2 of them</source>
        <translation>%1&#xa0;; les experts d&apos;un jeton pris dans %2 d&apos;entre eux</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1; a token&apos;s experts from any</source>
        <translation>%1&#xa0;; les experts d&apos;un jeton pris dans n&apos;importe lequel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters (counted from the shape)</source>
        <translation>Paramètres (comptés d’après la forme)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dropout (attention, hidden)</source>
        <translation>Dropout (attention, caché)</translation>
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
        <translation>non daté</translation>
    </message>
    <message>
        <location line="+234"/>
        <source>tp × pp × dp %1, micro-batch %2, activation recomputation: %3; it takes %4 and costs %5</source>
        <translation>tp × pp × dp %1, micro-batch %2, recalcul des activations : %3 ; durée %4, coût %5</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>A layout on the same cluster fits in memory: %1.</source>
        <translation>Une répartition sur le même cluster tient en mémoire : %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A layout on the same cluster is %1 cheaper (%2 less): %3.</source>
        <translation>Une répartition sur le même cluster coûte %1 de moins (%2 d&apos;économie) : %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It meets the goal.</source>
        <translation>Elle atteint l&apos;objectif.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A layout on the same cluster meets the goal: %1.</source>
        <translation>Une répartition sur le même cluster atteint l&apos;objectif : %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No layout on the same cluster is cheaper than this one: the planner searched %1 layouts.</source>
        <translation>Aucune répartition sur le même cluster ne coûte moins que celle-ci : le planificateur en a examiné %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the cheapest that meets the deadline: %1</source>
        <translation>la moins chère qui respecte l&apos;échéance : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cheapest: %1</source>
        <translation>la moins chère : %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the fastest within the budget: %1</source>
        <translation>la plus rapide dans le budget : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the fastest: %1</source>
        <translation>la plus rapide : %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No layout on the same cluster meets both the budget and the deadline.</source>
        <translation>Aucune répartition sur le même cluster ne respecte à la fois le budget et l&apos;échéance.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No layout on the same cluster meets the budget.</source>
        <translation>Aucune répartition sur le même cluster ne respecte le budget.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No layout on the same cluster meets the deadline.</source>
        <translation>Aucune répartition sur le même cluster ne respecte l&apos;échéance.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The nearest: %1.</source>
        <translation>Les plus proches : %1.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The planner found no layout on the same cluster that runs.</source>
        <translation>Le planificateur n&apos;a trouvé aucune répartition exécutable sur le même cluster.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Time and cost</source>
        <translation>Durée et coût</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Expected</source>
        <translation>Prévu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training time</source>
        <translation>Durée d&apos;entraînement</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <location line="-135"/>
        <source>%1, %2 virtual stages a GPU</source>
        <translation>%1, %2 étages virtuels par GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, sequence parallelism</source>
        <translation>%1, parallélisme de séquence</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, tensor-parallel communication overlapped</source>
        <translation>%1, communication du parallélisme de tenseurs recouverte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, pipeline communication overlapped</source>
        <translation>%1, communication du pipeline recouverte</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>On %1 nodes instead of %2, the fastest plan costing at most %3 more than the cheapest on %4 (%5): %6.</source>
        <translation>Sur&#xa0;%1 nœuds au lieu de&#xa0;%2, le plan le plus rapide coûtant au plus&#xa0;%3 de plus que le moins cher sur&#xa0;%4 (%5)&#xa0;:&#xa0;%6.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>On the same cluster, %1.</source>
        <translation>Sur le même cluster : %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its cheapest layout is %1 cheaper than this one (%2 less), though still outside the goal: %3.</source>
        <translation>Sa répartition la moins chère coûte %1 de moins que celle-ci (%2 de moins), mais reste hors de l&apos;objectif : %3.</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+71"/>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Compute, on-demand</source>
        <translation>Calcul, à la demande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute, %1</source>
        <translation>Calcul, %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compute, spot (%1 of the nodes)</source>
        <translation>Calcul, spot (%1 des nœuds)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Storage (checkpoints and data set)</source>
        <translation>Stockage (checkpoints et jeu de données)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network (egress)</source>
        <translation>Réseau (trafic sortant)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total (expected)</source>
        <translation>Total (prévu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the cost is made of</source>
        <translation>De quoi se compose le coût</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price (source, date)</source>
        <translation>Prix (source, date)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Best alternative found by the planner: %1</source>
        <translation>Meilleure alternative trouvée par le planificateur : %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Prices of %1 as of %2 (%3), in US dollars; where every price and figure comes from: Appendix: sources.</source>
        <translation>Prix de %1 au %2 (%3), en dollars US ; d&apos;où vient chaque prix et chaque chiffre : Annexe : sources.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Node prices as set in the scenario, in US dollars; where every other figure comes from: Appendix: sources.</source>
        <translation>Prix des nœuds tels que définis dans le scénario, en dollars US ; d&apos;où vient chaque autre chiffre : Annexe : sources.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 if it fit in GPU memory</source>
        <translation>%1 s&apos;il tenait dans la mémoire GPU</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>unknown: the catalog gives this GPU no power draw</source>
        <translation>inconnue : le catalogue ne donne pas la consommation de ce GPU</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the price dates from %1, %2 months ago, and prices change: check it against a current quote</source>
        <translation>le prix date de %1, il y a %2 mois, et les prix changent : vérifiez-le avec un devis actuel</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: sources %2 in the appendix.</source>
        <translation>%1 : sources %2 en annexe.</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Parameters</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training FLOPs per sample</source>
        <translation>FLOPs d&apos;entraînement par échantillon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation memory per sample</source>
        <translation>Mémoire d&apos;activations par échantillon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory traffic per sample</source>
        <translation>Trafic mémoire par échantillon</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shape of the preset %1</source>
        <translation>Forme du préréglage %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Samples</source>
        <translation>Échantillons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Global batch (sequences)</source>
        <translation>Batch global (séquences)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+335"/>
        <source>Micro-batch</source>
        <translation>Micro-batch</translation>
    </message>
    <message>
        <location line="-334"/>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>TF32 tensor cores</source>
        <translation>Cœurs tenseurs TF32</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+190"/>
        <source>Optimizer</source>
        <translation>Optimiseur</translation>
    </message>
    <message>
        <location line="-183"/>
        <source>16-bit remainders (2 bytes a parameter)</source>
        <translation>Restes de 16 bits (2 octets par paramètre)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none (16-bit weights updated in place)</source>
        <translation>aucune (poids 16 bits mis à jour sur place)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+307"/>
        <source>Activation recomputation</source>
        <translation>Recalcul des activations</translation>
    </message>
    <message>
        <location line="-306"/>
        <source>%1, %2 layers of each pipeline chunk</source>
        <translation>%1, %2 couches de chaque segment de pipeline</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>layers replayed from captured graphs</source>
        <translation>couches rejouées depuis des graphes capturés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 × the balanced share, padded</source>
        <translation>%1 × la part équilibrée, complétée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dropless</source>
        <translation>sans abandon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data set</source>
        <translation>Jeu de données</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data and training</source>
        <translation>Données et entraînement</translation>
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
        <translation>système personnalisé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2 GiB as sold)</source>
        <translation>%1 (%2 Gio à la vente)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+194"/>
        <location line="+37"/>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <location line="-229"/>
        <source>GPUs per node</source>
        <translation>GPU par nœud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inter-node bandwidth per node</source>
        <translation>Bande passante inter-nœuds par nœud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 Gbit/s</source>
        <translation>%1 Gbit/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tensor / pipeline parallel</source>
        <translation>Parallélisme de tenseurs / de pipeline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Context parallel</source>
        <translation>Parallélisme de contexte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GPUs share each sequence (ring attention)</source>
        <translation>%1 GPU se partagent chaque séquence (attention en anneau)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Expert parallel</source>
        <translation>Parallélisme d’experts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GPUs share each layer&apos;s experts</source>
        <translation>%1 GPU se partagent les experts de chaque couche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 data-parallel GPUs share each layer&apos;s experts</source>
        <translation>%1 GPU en parallélisme de données se partagent les experts de chaque couche</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>overlapped with another micro-batch&apos;s compute</source>
        <translation>recouvert par le calcul d&apos;un autre micro-batch</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>each expert whole on one GPU (tp %1)</source>
        <translation>chaque expert entier sur un GPU (tp %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GPUs split each expert (tp %2)</source>
        <translation>%1 GPU divisent chaque expert (tp %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO stage</source>
        <translation>Niveau ZeRO</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>copied (PyTorch DDP): one more gradient-sized buffer</source>
        <translation>copiés (PyTorch DDP) : un tampon de plus de la taille des gradients</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradient compression</source>
        <translation>Compression des gradients</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pipeline engine</source>
        <translation>Moteur de pipeline</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>overlapped with the matrix products (Transformer Engine)</source>
        <translation>recouverte par les produits matriciels (Transformer Engine)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>overlapped with the next chunk (interleaved schedule)</source>
        <translation>recouverts par le bloc suivant (ordonnancement entrelacé)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster and layout</source>
        <translation>Cluster et disposition</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Figures of the %1</source>
        <translation>Caractéristiques de la %1</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>does not fit in GPU memory (%1 of %2)</source>
        <translation>ne tient pas en mémoire GPU (%1 sur %2)</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>%1 (this scenario&apos;s layout)</source>
        <translation>%1 (disposition de ce scénario)</translation>
    </message>
    <message>
        <location line="+216"/>
        <source>Prepared on %1 with %2 from the scenario &quot;%3&quot;. Every figure is an estimate, not a measurement: the method notes say how it is made.</source>
        <translation>Préparé le %1 avec %2 à partir du scénario « %3 ». Chaque chiffre est une estimation, non une mesure : les notes de méthode disent comment il est obtenu.</translation>
    </message>
    <message>
        <location line="-1086"/>
        <source>%1 per node-hour</source>
        <translation>%1 par heure de nœud</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+673"/>
        <source>set in the scenario</source>
        <translation>défini dans le scénario</translation>
    </message>
    <message>
        <location line="-758"/>
        <source>[%1]</source>
        <translation>[%1]</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>On-demand</source>
        <translation>À la demande</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <location line="+644"/>
        <source>Share of nodes on spot</source>
        <translation>Part des nœuds en capacité spot</translation>
    </message>
    <message>
        <location line="-624"/>
        <source>%1 per GB-month</source>
        <translation>%1 par GB-mois</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+9"/>
        <source>Storage</source>
        <translation>Stockage</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Storage (%1)</source>
        <translation>Stockage (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>catalog default</source>
        <translation>valeur par défaut du catalogue</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+607"/>
        <source>Egress</source>
        <translation>Trafic sortant</translation>
    </message>
    <message>
        <location line="-606"/>
        <source>%1 per GB</source>
        <translation>%1 par GB</translation>
    </message>
    <message>
        <location line="+607"/>
        <source>Prices</source>
        <translation>Prix</translation>
    </message>
    <message>
        <location line="-325"/>
        <location line="+326"/>
        <source>Item</source>
        <translation>Poste</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price</source>
        <translation>Prix</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <location line="+327"/>
        <source>Catalog of %1. %2</source>
        <translation>Catalogue du %1. %2</translation>
    </message>
    <message>
        <location line="-321"/>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Expected time and cost across node counts, for this instance type and the others with as many GPUs per node.</source>
        <translation>Durée et coût prévus selon le nombre de nœuds, pour ce type d&apos;instance et les autres ayant autant de GPU par nœud.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scaling: no node count of this instance type runs this layout (it does not fit in GPU memory or the batch does not divide), so there is no speedup to chart.</source>
        <translation>Passage à l’échelle : aucun nombre de nœuds de ce type d’instance n’exécute cette répartition (elle ne tient pas dans la mémoire GPU ou le lot ne se divise pas), il n’y a donc pas d’accélération à tracer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Throughput speedup and scaling efficiency against the smallest node count that runs.</source>
        <translation>Accélération du débit et efficacité de mise à l&apos;échelle par rapport au plus petit nombre de nœuds qui s&apos;exécute.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where the time of one optimizer step goes.</source>
        <translation>Répartition du temps d&apos;un pas d&apos;optimisation.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory one GPU holds at its peak, against its capacity.</source>
        <translation>Mémoire occupée par un GPU à son pic, comparée à sa capacité.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>runs</source>
        <translation>s&apos;exécute</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>stopped by %1</source>
        <translation>bloqué par %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>does not run</source>
        <translation>ne s&apos;exécute pas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Breakdowns</source>
        <translation>Répartitions</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Context-parallel communication (exposed)</source>
        <translation>Communication du parallélisme de contexte (exposée)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert all-to-all</source>
        <translation>All-to-all des experts</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+8"/>
        <source>Part</source>
        <translation>Composante</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Seconds per step</source>
        <translation>Secondes par pas</translation>
    </message>
    <message>
        <location line="-395"/>
        <location line="+395"/>
        <source>Share</source>
        <translation>Part</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Compute</source>
        <translation>Calcul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recompute</source>
        <translation>Recalcul</translation>
    </message>
    <message>
        <location line="-84"/>
        <location line="+85"/>
        <source>Tensor-parallel communication</source>
        <translation>Communication du parallélisme de tenseurs</translation>
    </message>
    <message>
        <location line="-82"/>
        <location line="+89"/>
        <source>Pipeline sends</source>
        <translation>Envois du pipeline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data-parallel communication (exposed)</source>
        <translation>Communication du parallélisme de données (non masquée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline bubble</source>
        <translation>Bulle du pipeline</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other (compression, gradient copies)</source>
        <translation>Autre (compression, copies de gradients)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the host</source>
        <translation>Attente de l&apos;hôte</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+17"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Memory per GPU (most loaded pipeline stage)</source>
        <translation>Mémoire par GPU (étage de pipeline le plus chargé)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share of capacity</source>
        <translation>Part de la capacité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights</source>
        <translation>Poids</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer states</source>
        <translation>États de l&apos;optimiseur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other (context, buffers, allocator)</source>
        <translation>Autre (contexte, tampons, allocateur)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA can allocate</source>
        <translation>Allouable par CUDA</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Node-count sweep</source>
        <translation>Balayage du nombre de nœuds</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The scenario&apos;s tensor- and pipeline-parallel degrees, ZeRO stage and micro-batch at other node counts; the data-parallel degree follows the GPU count. The report&apos;s CSV file holds these rows with full precision.</source>
        <translation>Les degrés de parallélisme de tenseurs et de pipeline, le niveau ZeRO et le micro-batch du scénario pour d&apos;autres nombres de nœuds ; le degré de parallélisme de données suit le nombre de GPU. Le fichier CSV du rapport contient ces lignes en pleine précision.</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+77"/>
        <source>Layout</source>
        <translation>Disposition</translation>
    </message>
    <message>
        <location line="-76"/>
        <location line="+37"/>
        <location line="+40"/>
        <source>Time (expected)</source>
        <translation>Durée (prévue)</translation>
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
        <translation>Statut</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left out: %1 nodes, where the layout cannot be built (the GPU count does not divide into it or the global batch does not divide over it); the CSV file has these rows with the reason.</source>
        <translation>Omis : %1 nœuds, nombres pour lesquels la disposition ne peut pas être construite (le nombre de GPU n&apos;est pas divisible par elle ou le batch global ne se répartit pas sur elle) ; le fichier CSV contient ces lignes avec la raison.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Comparison</source>
        <translation>Comparaison</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no estimate</source>
        <translation>aucune estimation</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 / %2 GB</source>
        <translation>%1 / %2 GB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>does not fit</source>
        <translation>ne tient pas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The open scenario first, then the compared ones.</source>
        <translation>Le scénario ouvert d&apos;abord, puis les scénarios comparés.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Faster layouts on this cluster</source>
        <translation>Dispositions plus rapides sur ce cluster</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The planner&apos;s fastest layouts for the same instance, node count and batch (Help &gt; Model and Sources &gt; The planner): tensor, pipeline, data, context and expert parallelism, ZeRO stage, micro-batch and recomputation searched.</source>
        <translation>Les dispositions les plus rapides du planificateur pour la même instance, le même nombre de nœuds et le même batch (Aide &gt; Modèle et sources &gt; The planner) : parallélisme de tenseurs, de pipeline, de données, de contexte et d’experts, étape ZeRO, micro-batch et recalcul explorés.</translation>
    </message>
    <message>
        <location line="-724"/>
        <source>%1, sharded in groups of %2</source>
        <translation>%1, partitionné par groupes de %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 (%2 layers a chunk)</source>
        <translation>%1 (%2 couches par segment)</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>Range from model accuracy</source>
        <translation>Fourchette due à la précision du modèle</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Range from interruptions (p10 to p90)</source>
        <translation>Fourchette due aux interruptions (p10 à p90)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Range from model accuracy: runs laid out like this one took up to %1 longer than estimated on published runs the model was not fitted to, never less.</source>
        <translation>Fourchette due à la précision du modèle : des exécutions disposées comme celle-ci ont duré jusqu&apos;à %1 de plus que l&apos;estimation sur des exécutions publiées auxquelles le modèle n&apos;a pas été ajusté, jamais moins.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Range from model accuracy: estimates like this one were off by up to %1 on published runs the model was not fitted to.</source>
        <translation>Fourchette due à la précision du modèle : les estimations comme celle-ci se sont écartées de jusqu&apos;à %1 sur des exécutions publiées auxquelles le modèle n&apos;a pas été ajusté.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Range from interruptions: eight in ten of %1 simulated runs, with node failures, spot reclaims and restarts, end in it. More in section Accuracy.</source>
        <translation>Fourchette due aux interruptions : huit sur dix des %1 exécutions simulées, avec pannes de nœuds, reprises spot et redémarrages, s&apos;y terminent. Plus dans la section Précision.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Range from interruptions: eight in ten runs, with node failures, spot reclaims and restarts, end in it. More in section Accuracy.</source>
        <translation>Fourchette due aux interruptions : huit exécutions sur dix, avec pannes de nœuds, reprises spot et redémarrages, s&apos;y terminent. Plus dans la section Précision.</translation>
    </message>
    <message>
        <location line="+350"/>
        <source>Prices of %1</source>
        <translation>Prix de %1</translation>
    </message>
    <message>
        <location line="+219"/>
        <source>Risk</source>
        <translation>Risque</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checkpoint interval</source>
        <translation>Intervalle de checkpoint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to write one checkpoint</source>
        <translation>Durée d&apos;écriture d&apos;un checkpoint</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Interruptions per hour (failures and spot reclaims)</source>
        <translation>Interruptions par heure (pannes et reprises spot)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Interruptions expected</source>
        <translation>Interruptions prévues</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected time</source>
        <translation>Durée prévue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time, 10th percentile (p10)</source>
        <translation>Durée, 10e centile (p10)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time, median (p50)</source>
        <translation>Durée, médiane (p50)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time, 90th percentile (p90)</source>
        <translation>Durée, 90e centile (p90)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost, 10th percentile (p10)</source>
        <translation>Coût, 10e centile (p10)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost, median (p50)</source>
        <translation>Coût, médiane (p50)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost, 90th percentile (p90)</source>
        <translation>Coût, 90e centile (p90)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The interval, when the scenario leaves it open, is the Young/Daly optimum for the interruption rate; lost work, restarts and checkpoint writes extend the failure-free time to the expected time.</source>
        <translation>Lorsque le scénario ne le fixe pas, l&apos;intervalle est l&apos;optimum de Young/Daly pour le taux d&apos;interruption ; le travail perdu, les redémarrages et les écritures de checkpoints allongent la durée sans panne jusqu&apos;à la durée prévue.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sensitivity</source>
        <translation>Sensibilité</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Expected time and cost with each input %1 lower and higher, the largest change first: the figures to check first, or to measure. No uncertainty is claimed (Help &gt; Model and Sources, section 9.6).</source>
        <translation>Durée prévue et coût avec chaque entrée %1 plus basse et plus haute, la plus grande variation d&apos;abord&#xa0;: les chiffres à vérifier ou à mesurer en premier. Aucune incertitude n&apos;est affirmée (Aide &gt; Modèle et sources, section 9.6).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Input</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time, input %1 lower</source>
        <translation>Durée, entrée %1 plus basse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time, input %1 higher</source>
        <translation>Durée, entrée %1 plus haute</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost, input %1 lower</source>
        <translation>Coût, entrée %1 plus basse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost, input %1 higher</source>
        <translation>Coût, entrée %1 plus haute</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Accuracy</source>
        <translation>Précision</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This scenario: %1</source>
        <translation>Ce scénario : %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The published runs most like this scenario (the same GPU, then the nearest model size and GPU count)</source>
        <translation>Les exécutions publiées les plus proches de ce scénario (le même GPU, puis la taille de modèle et le nombre de GPU les plus proches)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Published run</source>
        <translation>Exécution publiée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured</source>
        <translation>Mesuré</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Estimated</source>
        <translation>Estimé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throughput vs. measured</source>
        <translation>Débit vs mesure</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Method notes</source>
        <translation>Notes de méthode</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model FLOPs and activation memory per layer follow Korthikanti et al. 2022, &quot;Reducing Activation Recomputation in Large Transformer Models&quot; (selective and full recomputation, sequence parallelism); MFU counts model FLOPs without recomputation against the GPU&apos;s dense peak.</source>
        <translation>Les FLOPs du modèle et la mémoire d&apos;activations par couche suivent Korthikanti et al. 2022, « Reducing Activation Recomputation in Large Transformer Models » (recalcul sélectif et complet, parallélisme de séquence) ; le MFU rapporte les FLOPs du modèle hors recalcul au débit crête dense du GPU.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Parameters, pipeline schedules (1F1B and interleaved), the pipeline bubble and tensor-parallel communication follow Narayanan et al. 2021, &quot;Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM&quot; (SC&apos;21), and Shoeybi et al. 2019 (Megatron-LM).</source>
        <translation>Les paramètres, les ordonnancements du pipeline (1F1B et entrelacé), la bulle du pipeline et la communication du parallélisme de tenseurs suivent Narayanan et al. 2021, « Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM » (SC&apos;21), et Shoeybi et al. 2019 (Megatron-LM).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Optimizer states, gradients and weights per ZeRO stage and the data-parallel exchange follow Rajbhandari et al. 2020, &quot;ZeRO: Memory Optimizations Toward Training Trillion Parameter Models&quot; (SC&apos;20).</source>
        <translation>Les états de l&apos;optimiseur, les gradients et les poids par niveau ZeRO ainsi que l&apos;échange du parallélisme de données suivent Rajbhandari et al. 2020, « ZeRO: Memory Optimizations Toward Training Trillion Parameter Models » (SC&apos;20).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Collectives are ring algorithms inside a node and hierarchical across nodes, with logarithmic latency for all-reduce as NCCL&apos;s double binary trees (NVIDIA, &quot;Massively Scale Your Deep Learning Training with NCCL 2.4&quot;, 2019; Sanders, Speck and Träff 2009); link efficiencies and latencies are calibrated against measured NCCL points.</source>
        <translation>Les opérations collectives sont des algorithmes en anneau au sein d&apos;un nœud et hiérarchiques entre nœuds, avec une latence logarithmique pour l&apos;all-reduce, comme les doubles arbres binaires de NCCL (NVIDIA, « Massively Scale Your Deep Learning Training with NCCL 2.4 », 2019 ; Sanders, Speck et Träff 2009) ; les efficacités et latences des liaisons sont calibrées sur des points NCCL mesurés.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Matrix products run at the measured matrix-product rate, timed back at the shape it was measured at, with wave quantization and, before Hopper, the write of their output; power-limited GPUs run at their measured sustained rate, and the slowest of the job&apos;s GPUs sets the pace (Sinha et al., SC&apos;22). The checkpoint interval follows Young (1974) and Daly (2006).</source>
        <translation>Les produits matriciels s&apos;exécutent au débit mesuré, ramené à la forme à laquelle il a été mesuré, avec la quantification en vagues et, avant Hopper, l&apos;écriture de leur résultat ; les GPU limités en puissance tournent à leur débit soutenu mesuré, et le GPU le plus lent du travail impose le rythme (Sinha et al., SC&apos;22). L&apos;intervalle de checkpoint suit Young (1974) et Daly (2006).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In Scaleplan, Help &gt; Model and Sources states every formula and constant with its source and says where each number of this report comes from.</source>
        <translation>Dans Scaleplan, Aide &gt; Modèle et sources donne chaque formule et chaque constante avec sa source et indique d&apos;où vient chaque nombre de ce rapport.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Appendix: sources</source>
        <translation>Annexe : sources</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the catalog&apos;s figures come from, as the catalog records them; the tables above cite them by number.</source>
        <translation>D&apos;où viennent les chiffres du catalogue, tels que le catalogue les consigne ; les tableaux ci-dessus les citent par leur numéro.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[%1] %2: %3</source>
        <translation>[%1] %2 : %3</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Training plan: %1</source>
        <translation>Plan d&apos;entraînement : %1</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Assumptions</source>
        <translation>Hypothèses</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <location filename="../widgets/report/ReportWriter.cpp" line="+137"/>
        <source>%1 — estimates, not measurements</source>
        <translation>%1 — estimations, pas des mesures</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page %1</source>
        <translation>Page %1</translation>
    </message>
    <message>
        <location line="+308"/>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
</context>
<context>
    <name>SensitivityTexts</name>
    <message>
        <location filename="../widgets/sensitivity/SensitivityTexts.cpp" line="+13"/>
        <source>GPU matrix-multiply rate</source>
        <translation>Débit GEMM du GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU memory bandwidth</source>
        <translation>Débit mémoire du GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In-node link</source>
        <translation>Lien intra-nœud</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network between nodes</source>
        <translation>Réseau entre nœuds</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Node price</source>
        <translation>Prix du nœud</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time between node failures</source>
        <translation>Temps entre pannes de nœud</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spot reclaim rate</source>
        <translation>Taux de reprise spot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoint write bandwidth</source>
        <translation>Écriture des checkpoints</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The GPU&apos;s measured matrix-multiply rate (the catalog&apos;s MAMF figure, or your calibration), 16-bit and FP8 alike</source>
        <translation>Le débit de multiplication matricielle mesuré du GPU (la valeur MAMF du catalogue, ou votre calibration), en 16 bits comme en FP8</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The GPU&apos;s memory bandwidth for memory-bound kernels (measured where the catalog has it, else the datasheet)</source>
        <translation>La bande passante mémoire du GPU pour les noyaux limités par la mémoire (mesurée quand le catalogue l&apos;a, sinon celle de la fiche technique)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The link between a node&apos;s GPUs (NVLink, or PCIe without it), measured where the catalog has it</source>
        <translation>Le lien entre les GPU d&apos;un nœud (NVLink, sinon PCIe), mesuré quand le catalogue l&apos;a</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The node&apos;s network bandwidth (the instance&apos;s, or cluster.inter_node_gbps)</source>
        <translation>La bande passante réseau du nœud (celle de l&apos;instance, ou cluster.inter_node_gbps)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The on-demand and spot price of a node-hour</source>
        <translation>Le prix à la demande et spot d&apos;une heure de nœud</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean time between hardware failures of one node (reliability.node_mtbf_h, else the Llama 3 rate)</source>
        <translation>Temps moyen entre pannes matérielles d&apos;un nœud (reliability.node_mtbf_h, sinon le taux de Llama 3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reclaims per spot node-hour (reliability.spot_interruptions_per_node_hour, else the instance&apos;s band)</source>
        <translation>Reprises par heure de nœud spot (reliability.spot_interruptions_per_node_hour, sinon la plage de l&apos;instance)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Aggregate checkpoint write bandwidth (reliability.checkpoint_write_gbps, else the default per node)</source>
        <translation>Débit total d&apos;écriture des checkpoints (reliability.checkpoint_write_gbps, sinon la valeur par défaut par nœud)</translation>
    </message>
</context>
<context>
    <name>TextFile</name>
    <message>
        <location filename="../widgets/document/TextFile.cpp" line="+20"/>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../widgets/Theme.cpp" line="+75"/>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Follow the &amp;System</source>
        <translation>Sui&amp;vre le système</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
</context>
<context>
    <name>UserCatalog</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+188"/>
        <location filename="../widgets/MainWindow.cpp" line="+186"/>
        <source>Your Catalog</source>
        <translation>Votre catalogue</translation>
    </message>
    <message>
        <location filename="../widgets/document/UserCatalog.cpp" line="+62"/>
        <source>Your catalog %1 cannot be read (%2); Scaleplan uses the built-in catalog. Check the file&apos;s permissions.</source>
        <translation>Impossible de lire votre catalogue %1 (%2)&#xa0;; Scaleplan utilise le catalogue intégré. Vérifiez les droits d&apos;accès du fichier.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your catalog %1 was not loaded: %2. Change that entry (or remove the file); until then Scaleplan uses the built-in catalog.</source>
        <translation>Votre catalogue %1 n&apos;a pas été chargé&#xa0;: %2. Modifiez cette entrée (ou supprimez le fichier)&#xa0;; d&apos;ici là, Scaleplan utilise le catalogue intégré.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No folder for your catalog is known: set SCALEPLAN_CATALOG to a file.</source>
        <translation>Aucun dossier n&apos;est connu pour votre catalogue&#xa0;: définissez SCALEPLAN_CATALOG sur un fichier.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 is not a Scaleplan catalog (&quot;format&quot;: &quot;scaleplan.catalog&quot;); fix or remove it first.</source>
        <translation>%1 n&apos;est pas un catalogue Scaleplan (&quot;format&quot;: &quot;scaleplan.catalog&quot;)&#xa0;; corrigez-le ou supprimez-le d&apos;abord.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 was left as it was: with the new entry it would not load (%2). Fix or remove the file first.</source>
        <translation>%1 n&apos;a pas été modifié&#xa0;: avec la nouvelle entrée, il ne se chargerait pas (%2). Corrigez ou supprimez d&apos;abord le fichier.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>scaleplan::AccuracyDialog</name>
    <message>
        <location filename="../widgets/accuracy/AccuracyDialog.cpp" line="+46"/>
        <source>Source: %1, %2</source>
        <translation>Source : %1, %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Accuracy Against Published Runs</source>
        <translation>Précision face aux exécutions publiées</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This scenario: %1</source>
        <translation>Ce scénario : %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Run</source>
        <translation>Exécution</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Published run</source>
        <translation>Exécution publiée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured</source>
        <translation>Mesuré</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Estimated</source>
        <translation>Estimé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Throughput, estimate vs. measured</source>
        <translation>Débit, estimation vs mesure</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Held out</source>
        <translation>Mise à l&apos;écart</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How much faster (+) or slower (−) the estimated training runs than the measurement; for a run that reports step times, the step-time error turned into throughput.</source>
        <translation>De combien l&apos;entraînement estimé est plus rapide (+) ou plus lent (−) que la mesure ; pour une exécution qui rapporte des durées de pas, l&apos;écart de durée converti en débit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The same, estimated with the model&apos;s chosen constants refit on the runs of the other sources only: the error to expect for a run the constants were not chosen with.</source>
        <translation>La même chose, estimée avec les constantes choisies du modèle réajustées sur les seules exécutions des autres sources : l&apos;erreur à attendre pour une exécution qui n&apos;a pas servi à choisir les constantes.</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>The runs in bold, listed first, are the most like this scenario (the same GPU, then the nearest model size and GPU count); hover over a run for its source.</source>
        <translation>Les exécutions en gras, listées en premier, sont les plus proches de ce scénario (le même GPU, puis la taille de modèle et le nombre de GPU les plus proches) ; survolez une exécution pour voir sa source.</translation>
    </message>
</context>
<context>
    <name>scaleplan::Autosaver</name>
    <message>
        <location filename="../widgets/document/Autosaver.cpp" line="+96"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cannot be recovered: %2</source>
        <translation>%1 ne peut pas être récupéré : %2</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Unsaved work is not autosaved: no free autosave slot in %1.</source>
        <translation>Le travail non enregistré n’est pas sauvegardé automatiquement : aucun emplacement de sauvegarde automatique libre dans %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Unsaved work could not be autosaved to %1: %2.</source>
        <translation>Le travail non enregistré n’a pas pu être sauvegardé automatiquement dans %1 : %2.</translation>
    </message>
</context>
<context>
    <name>scaleplan::CalibrationChart</name>
    <message>
        <location filename="../widgets/charts/CalibrationChart.cpp" line="+43"/>
        <source>Measured and fitted step times</source>
        <translation>Durées de pas mesurées et ajustées</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPUs (log scale)</source>
        <translation>GPU (échelle log.)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step time (s, log scale)</source>
        <translation>Durée d&apos;un pas (s, échelle log.)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>90% band</source>
        <translation>Bande à 90&#xa0;%</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extrapolated (target layout)</source>
        <translation>Extrapolé (disposition cible)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fitted</source>
        <translation>Ajusté</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measured</source>
        <translation>Mesuré</translation>
    </message>
</context>
<context>
    <name>scaleplan::CalibrationDialog</name>
    <message>
        <location filename="../widgets/calibration/CalibrationDialog.cpp" line="+52"/>
        <source>Matrix-product rate (GEMM)</source>
        <translation>Débit des produits matriciels (GEMM)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory bandwidth (HBM)</source>
        <translation>Bande passante mémoire (HBM)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In-node link (NVLink/PCIe)</source>
        <translation>Liaison interne au nœud (NVLink/PCIe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network between nodes</source>
        <translation>Réseau entre nœuds</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Calibrate from Measurements</source>
        <translation>Calibrer à partir de mesures</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measure the open scenario&apos;s step time on a few small clusters (for example 1, 2, 4 and 8 GPUs, then 2 nodes), one row per run. Columns: gpus and step_time_s (or tokens_per_s); optional nodes, tp, pp, global_batch, micro_batch.</source>
        <translation>Mesurez la durée d&apos;un pas du scénario ouvert sur quelques petits clusters (par exemple 1, 2, 4 et 8 GPU, puis 2 nœuds), une ligne par exécution. Colonnes&#xa0;: gpus et step_time_s (ou tokens_per_s)&#xa0;; facultatives&#xa0;: nodes, tp, pp, global_batch, micro_batch.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Comma-separated, a header line first; lines starting with # are ignored.</source>
        <translation>Valeurs séparées par des virgules, précédées d&apos;une ligne d&apos;en-tête&#xa0;; les lignes commençant par # sont ignorées.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Open CSV…</source>
        <translation>&amp;Ouvrir un CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit</source>
        <translation>&amp;Ajuster</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Least-squares fit of four factors on the catalog&apos;s rates (Levenberg-Marquardt, Ctrl+Return)</source>
        <translation>Ajustement par moindres carrés de quatre facteurs sur les débits du catalogue (Levenberg-Marquardt, Ctrl+Entrée)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Factor</source>
        <translation>Facteur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>90% range</source>
        <translation>Plage à 90&#xa0;%</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set by</source>
        <translation>Fixé par</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Multipliers on the catalog&apos;s rates. &quot;Set by the data&quot;: the measurements narrowed the factor well below its prior (x1.65 at one sigma); otherwise it stays near 1 and widens the band.</source>
        <translation>Multiplicateurs des débits du catalogue. «&#xa0;Fixé par les données&#xa0;»&#xa0;: les mesures ont resserré le facteur bien en deçà de son a priori (x1.65 à un sigma)&#xa0;; sinon il reste proche de 1 et élargit la bande.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured</source>
        <translation>Mesuré</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fitted</source>
        <translation>Ajusté</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Residual</source>
        <translation>Résidu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Residual = fitted / measured − 1</source>
        <translation>Résidu = ajusté / mesuré − 1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>calibrated</source>
        <translation>calibrage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Part of the new catalog ids: &lt;gpu&gt;-&lt;name&gt; and &lt;instance&gt;-&lt;name&gt;</source>
        <translation>Partie des nouveaux identifiants du catalogue&#xa0;: &lt;gpu&gt;-&lt;name&gt; et &lt;instance&gt;-&lt;name&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entry name:</source>
        <translation>Nom de l&apos;entrée&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save to Catalog</source>
        <translation>&amp;Enregistrer dans le catalogue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Adds the fitted GPU and instance to your catalog file (%1); restart Scaleplan to pick them.</source>
        <translation>Ajoute le GPU et l&apos;instance ajustés à votre fichier catalogue (%1)&#xa0;; redémarrez Scaleplan pour pouvoir les choisir.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Open measurements</source>
        <translation>Ouvrir des mesures</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>Fichiers CSV (*.csv *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
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
        <translation>les données</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the prior</source>
        <translation>l&apos;a priori</translation>
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
            <numerusform>%n mesure ajustée&#xa0;: résidu RMS %1, dispersion %2.</numerusform>
            <numerusform>%n mesures ajustées&#xa0;: résidu RMS %1, dispersion %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>At the scenario&apos;s %1 GPUs: %2 s per step (90% band %3–%4 s).</source>
        <translation>Avec les %1 GPU du scénario&#xa0;: %2 s par pas (bande à 90&#xa0;%&#xa0;: %3–%4 s).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Saved instance %1 (GPU %2) to %3. Restart Scaleplan to choose it.</source>
        <translation>Instance %1 (GPU %2) enregistrée dans %3. Redémarrez Scaleplan pour la choisir.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved instance %1 (GPU %2) to %3. It is in the cluster&apos;s instance list now.</source>
        <translation>Instance %1 (GPU %2) enregistrée dans %3. Elle figure désormais dans la liste des instances du cluster.</translation>
    </message>
    <message>
        <location filename="../widgets/risk/RiskFeature.cpp" line="+32"/>
        <source>&amp;Calibrate from Measurements…</source>
        <translation>&amp;Calibrer à partir de mesures…</translation>
    </message>
</context>
<context>
    <name>scaleplan::ChartPanel</name>
    <message>
        <location filename="../widgets/charts/ChartPanel.cpp" line="+49"/>
        <source>No estimate: fix the problem shown in the panel</source>
        <translation>Aucune estimation&#xa0;: corrigez le problème du panneau</translation>
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
        <translation>%1&#xa0;: %2 s par pas (%3 du pas)</translation>
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
        <translation>Répartition de la durée d&apos;un pas</translation>
    </message>
    <message>
        <location line="-223"/>
        <source>Compute</source>
        <translation>Calcul</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recompute</source>
        <translation>Recalcul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The forward passes run again in the backward pass for the layers whose activations recomputation frees (model.md 6.2, 8.2).</source>
        <translation>Les passes avant rejouées pendant la passe arrière pour les couches dont le recalcul libère les activations (model.md 6.2, 8.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tensor-parallel</source>
        <translation>Parallélisme de tenseurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each layer&apos;s all-reduces (with sequence parallelism: all-gathers and reduce-scatters) inside the tensor-parallel group, less what overlaps the products (model.md 4.5).</source>
        <translation>Les all-reduce de chaque couche (avec le parallélisme de séquence : all-gather et reduce-scatter) dans le groupe de parallélisme tensoriel, moins ce qui recouvre les produits (model.md 4.5).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Context-parallel</source>
        <translation>Parallélisme de contexte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys and values passed round the context-parallel ring, what attention does not cover (model.md 4.8).</source>
        <translation>Les clés et valeurs transmises autour de l&apos;anneau de parallélisme de contexte, pour la part que l&apos;attention ne couvre pas (model.md 4.8).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert all-to-all</source>
        <translation>All-to-all des experts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens sent to the GPUs of their experts and back (model.md 4.9, 5.3).</source>
        <translation>Les jetons envoyés aux GPU de leurs experts et retour (model.md 4.9, 5.3).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline sends</source>
        <translation>Envois du pipeline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activations and their gradients sent between pipeline stages, each send&apos;s latency and bytes (model.md 6.3).</source>
        <translation>Les activations et leurs gradients envoyés entre étages du pipeline, avec la latence et les octets de chaque envoi (model.md 6.3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data-parallel (exposed)</source>
        <translation>Parallélisme de données (non masqué)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The gradient exchange, and ZeRO&apos;s gathers, that the backward pass does not hide: NCCL&apos;s ring or tree, over NVLink at its full rate plus each GPU&apos;s passes over its own buffer, and over the network at 90% of its rate (model.md 5.2-5.4, 6.4-6.5).</source>
        <translation>L&apos;échange des gradients, et les gather de ZeRO, que la passe arrière ne masque pas : anneau ou arbre de NCCL, sur NVLink à plein débit plus les passes de chaque GPU sur son propre tampon, et sur le réseau à 90 % de son débit (model.md 5.2-5.4, 6.4-6.5).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bubble</source>
        <translation>Bulle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stages waiting while the pipeline fills and drains: (p - 1)/v stage times a step (model.md 6.2).</source>
        <translation>Les étages qui attendent pendant que le pipeline se remplit et se vide : (p - 1)/v temps d&apos;étage par pas (model.md 6.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optimizer</source>
        <translation>Optimiseur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The optimizer step, memory-bound: reading and writing each owned parameter&apos;s weights, gradient and moments (model.md 6.7).</source>
        <translation>Le pas de l&apos;optimiseur, limité par la mémoire : lecture et écriture des poids, du gradient et des moments de chaque paramètre détenu (model.md 6.7).</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+29"/>
        <source>Other</source>
        <translation>Autre</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Host wait</source>
        <translation>Attente de l&apos;hôte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU waiting for the host to issue the kernels of layers too small to keep it busy: a layer takes at least the host&apos;s measured time for it (model.md 4.10).</source>
        <translation>Le GPU attend que l&apos;hôte lance les noyaux de couches trop petites pour l&apos;occuper&#xa0;: une couche dure au moins le temps mesuré de l&apos;hôte pour elle (model.md 4.10).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2 GB per GPU (%3 of the total)</source>
        <translation>%1&#xa0;: %2 GB par GPU (%3 du total)</translation>
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
        <translation>Mémoire par GPU</translation>
    </message>
    <message>
        <location line="-177"/>
        <source>Weights</source>
        <translation>Poids</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The parameters this GPU holds after tensor, pipeline and expert parallelism and ZeRO-3 sharding, in the training precision (model.md 8.1).</source>
        <translation>Les paramètres que ce GPU détient après les parallélismes tensoriel, de pipeline et d&apos;experts et le partitionnement ZeRO-3, dans la précision d&apos;entraînement (model.md 8.1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their gradients, sharded from ZeRO-2 on (model.md 8.1).</source>
        <translation>Leurs gradients, partitionnés à partir de ZeRO-2 (model.md 8.1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer states</source>
        <translation>États de l&apos;optimiseur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The optimizer&apos;s moments and, in mixed precision, the fp32 master weights, sharded from ZeRO-1 on (model.md 8.1).</source>
        <translation>Les moments de l&apos;optimiseur et, en précision mixte, les poids maîtres fp32, partitionnés à partir de ZeRO-1 (model.md 8.1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the layers keep for the backward pass, for every micro-batch in flight on this stage (model.md 8.2-8.4).</source>
        <translation>Ce que les couches conservent pour la passe arrière, pour chaque micro-lot en cours sur cet étage (model.md 8.2-8.4).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CUDA can allocate</source>
        <translation>Allouable par CUDA</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>CUDA can allocate %1 GB</source>
        <translation>Allouable par CUDA %1 GB</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No node count of any instance type with as many GPUs per node runs this layout: it does not fit in GPU memory or the batch does not divide. Change what the messages above name.</source>
        <translation>Aucun nombre de nœuds d’aucun type d’instance ayant autant de GPU par nœud n’exécute cette répartition : elle ne tient pas dans la mémoire GPU ou le lot ne se divise pas. Modifiez ce que nomment les messages ci-dessus.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No node count runs this layout: it does not fit in GPU memory or the batch does not divide. Change what the messages above name to see how it scales.</source>
        <translation>Aucun nombre de nœuds n’exécute cette répartition : elle ne tient pas dans la mémoire GPU ou le lot ne se divise pas. Modifiez ce que nomment les messages ci-dessus pour voir le passage à l’échelle.</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Seconds per step (total %1 s)</source>
        <translation>Secondes par pas (total %1 s)</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>The forward and backward passes: matrix products at the GPU&apos;s measured rate for their shapes, attention at its kernel&apos;s measured rate, element-wise work at the measured memory bandwidth (model.md 3, 4).</source>
        <translation>Les passes avant et arrière : produits matriciels au débit mesuré du GPU pour leurs formes, attention au débit mesuré de son noyau, travail élément par élément à la bande passante mémoire mesurée (model.md 3, 4).</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Gradient compression&apos;s encoding and decoding, PyTorch DDP&apos;s bucket copies, PyTorch FSDP&apos;s copies of the gathered parameters and their gradients, and the gradients&apos; sums into .grad (model.md 6.6).</source>
        <translation>Encodage et décodage de la compression des gradients, copies de buckets de PyTorch DDP, copies des paramètres rassemblés et de leurs gradients par PyTorch FSDP, et sommes des gradients dans .grad (model.md 6.6).</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The CUDA context and runtime, ZeRO-3&apos;s gathered layers, autocast&apos;s 16-bit weight copies, compression&apos;s error feedback, CUDA graphs&apos; memory pool and the caching allocator&apos;s unusable share (model.md 8.5).</source>
        <translation>Le contexte et l&apos;environnement d&apos;exécution CUDA, les couches rassemblées par ZeRO-3, les copies 16 bits des poids par autocast, le retour d&apos;erreur de la compression, le pool mémoire des graphes CUDA et la part inutilisable de l&apos;allocateur à cache (model.md 8.5).</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>GB per GPU (peak %1 GB)</source>
        <translation>GB par GPU (pic %1 GB)</translation>
    </message>
    <message>
        <location filename="../widgets/common/Format.cpp" line="+16"/>
        <source>$%1B</source>
        <comment>billions of US dollars</comment>
        <translation>%1 Md$</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>$%1M</source>
        <comment>millions of US dollars</comment>
        <translation>%1 M$</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>$%1k</source>
        <comment>thousands of US dollars</comment>
        <translation>%1 k$</translation>
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
        <translation>Coût en fonction du temps</translation>
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
        <translation>Durée réelle prévue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expected wall-clock time (log scale)</source>
        <translation>Durée réelle prévue (échelle log.)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total cost</source>
        <translation>Coût total</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deadline</source>
        <translation>Échéance</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+737"/>
        <source>Planner frontier</source>
        <translation>Front du planificateur</translation>
    </message>
    <message>
        <location line="-727"/>
        <source>Planner frontier: no plan found is both faster and cheaper than this line
%1, %2</source>
        <translation>Front du planificateur&#xa0;: aucun plan trouvé n&apos;est à la fois plus rapide et moins cher que cette ligne
%1, %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Selected in the Planner: %1 nodes
%2, %3</source>
        <translation>Sélectionné dans le planificateur : %1 nœuds
%2, %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>p10–p90 with failures and spot reclaims</source>
        <translation>p10–p90 avec pannes et reprises spot</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Between the 10th and 90th percentile of time and cost: hardware failures (Llama 3 rate) and spot reclaims, each losing the work since the last checkpoint plus a restart (docs/risk.md)</source>
        <translation>Entre le 10e et le 90e centile de la durée et du coût&#xa0;: pannes matérielles (taux de Llama 3) et reprises spot, chacune faisant perdre le travail effectué depuis le dernier checkpoint, plus un redémarrage (docs/risk.md)</translation>
    </message>
    <message>
        <location line="+677"/>
        <source>%1 (this scenario)</source>
        <translation>%1 (ce scénario)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Other instance types (%1)</source>
        <translation>Autres types d&apos;instance (%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Selected in the Planner (nodes: %1)</source>
        <translation>Sélectionné dans le planificateur (nœuds : %1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This plan (nodes: %1)</source>
        <translation>Ce plan (nœuds&#xa0;: %1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This plan (nodes: %1) cannot run: see the message beside the inputs</source>
        <translation>Ce plan (nœuds&#xa0;: %1) ne peut pas s’exécuter&#xa0;: voir le message à côté des entrées</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Off the chart: costs above %1</source>
        <translation>Hors du graphique&#xa0;: coûts au-dessus de %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Budget %1</source>
        <translation>Budget %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deadline %1</source>
        <translation>Échéance %1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>This plan</source>
        <translation>Ce plan</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+30"/>
        <source>%1, nodes: %2</source>
        <translation>%1, nœuds&#xa0;: %2</translation>
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
        <translation>Cliquez pour utiliser ce nombre de nœuds</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Off the chart: costs more than the axis shows</source>
        <translation>Hors du graphique&#xa0;: coûte plus que ce que l’axe affiche</translation>
    </message>
    <message>
        <location filename="../widgets/charts/ChartPanel.cpp" line="+6"/>
        <location filename="../widgets/charts/ScalingChart.cpp" line="+42"/>
        <source>Scaling</source>
        <translation>Mise à l&apos;échelle</translation>
    </message>
    <message>
        <location filename="../widgets/charts/ScalingChart.cpp" line="+7"/>
        <source>Nodes</source>
        <translation>Nœuds</translation>
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
        <translation>Accélération</translation>
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
        <translation>Rendement d&apos;échelle</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Ideal speedup</source>
        <translation>Accélération idéale</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>Nodes: %1</source>
        <translation>Nœuds&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speedup %1×, efficiency %2 %</source>
        <translation>Accélération %1×, efficacité %2 %</translation>
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
        <translation>Cette machine (mesurée)</translation>
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
        <translation>aucun prix dans le catalogue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2 × %3 — %4</source>
        <translation>%1 — %2 × %3 — %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no spot price in the catalog</source>
        <translation>aucun prix spot dans le catalogue</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (spot %2)</source>
        <translation>%1 (spot %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;Network between nodes: %3 Gbit/s. %4&lt;br&gt;On-demand %5, spot %6.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Prices:&lt;/b&gt; %7&lt;/p&gt;&lt;p&gt;%8&lt;/p&gt;&lt;p&gt;&lt;b&gt;Sources:&lt;/b&gt;&lt;br&gt;%9&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;Réseau entre nœuds&#xa0;: %3 Gbit/s. %4&lt;br&gt;À la demande %5, spot %6.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Prix&#xa0;:&lt;/b&gt; %7&lt;/p&gt;&lt;p&gt;%8&lt;/p&gt;&lt;p&gt;&lt;b&gt;Sources&#xa0;:&lt;/b&gt;&lt;br&gt;%9&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>listed in the catalog file and in the appendix of the PDF report</source>
        <translation>listées dans le fichier du catalogue et dans l&apos;annexe du rapport PDF</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Prices are catalog snapshots, not live quotes: hover over a machine for the price date and sources.</source>
        <translation>Les prix sont des instantanés du catalogue, pas des tarifs en direct&#xa0;: survolez une machine pour voir la date des prix et les sources.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Your own hardware</source>
        <translation>Votre propre matériel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Described cluster (GPU, network and price)</source>
        <translation>Cluster personnalisé (GPU, réseau et prix)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An on-premises or other cluster: choose the GPU, GPUs per node, the network bandwidth of one node and a price per node-hour.</source>
        <translation>Un cluster sur site ou autre&#xa0;: choisissez le GPU, le nombre de GPU par nœud, la bande passante réseau d&apos;un nœud et un prix par heure de nœud.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose %1</source>
        <translation>le choix de %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Describe the cluster</source>
        <translation>la description du cluster</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 GB, %2 GB/s, %3 dense 16-bit TFLOP/s</source>
        <translation>%1 GB, %2 GB/s, %3 TFLOP/s denses en 16 bits</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Change GPU</source>
        <translation>la modification du GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>required</source>
        <translation>obligatoire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs in one node that share the fast in-node link.</source>
        <translation>GPU d&apos;un même nœud qui partagent la liaison rapide interne au nœud.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Change GPUs per node</source>
        <translation>la modification du nombre de GPU par nœud</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> Gbit/s</source>
        <translation> Gbit/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>required for more than one node</source>
        <translation>obligatoire au-delà d&apos;un nœud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network bandwidth of one node, all its NICs together.</source>
        <translation>Bande passante réseau d&apos;un nœud, toutes ses cartes réseau réunies.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Change inter-node bandwidth</source>
        <translation>la modification de la bande passante inter-nœuds</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The region the nodes run in: prices differ between regions. The catalog&apos;s default region is listed first; reservations are priced in it only (docs/prices.md).</source>
        <translation>La région où tournent les nœuds : les prix diffèrent d’une région à l’autre. La région par défaut du catalogue vient en premier ; les réservations n’y sont tarifées que là (docs/prices.md).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Change region</source>
        <translation>Changer de région</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (catalog default)</source>
        <translation>%1 (par défaut du catalogue)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source> per node-hour</source>
        <translation> par heure de nœud</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change price per node-hour</source>
        <translation>la modification du prix par heure de nœud</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The catalog&apos;s price for this instance bought as: %1. A price here overrides it; zero uses the catalog price again.</source>
        <translation>Le prix du catalogue pour cette instance achetée ainsi : %1. Un prix saisi ici le remplace ; zéro revient au prix du catalogue.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>catalog: %1 per node-hour</source>
        <translation>catalogue&#xa0;: %1 par heure de nœud</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none (costs show as zero)</source>
        <translation>aucun (coûts affichés à zéro)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What one node costs per hour (all its GPUs). Without it the estimate has no cost figures.</source>
        <translation>Coût horaire d&apos;un nœud (tous ses GPU compris). Sans cette valeur, l&apos;estimation ne comporte aucun coût.</translation>
    </message>
</context>
<context>
    <name>scaleplan::ComparisonCards</name>
    <message>
        <location filename="../widgets/compare/ComparisonCards.cpp" line="+179"/>
        <source>Coloured: better or worse than the first card</source>
        <translation>En couleur&#xa0;: meilleur ou moins bon que la première carte</translation>
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
        <translation>Comparaison</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Each compared scenario is followed by its difference from the first column. Right-click a compared column to make it the open scenario or to remove it; Delete removes the selected columns</source>
        <translation>Chaque scénario comparé est suivi de son écart par rapport à la première colonne. Clic droit sur une colonne comparée pour en faire le scénario ouvert ou la retirer&#xa0;; Suppr retire les colonnes sélectionnées</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Remove From Comparison</source>
        <translation>Retirer de la comparaison</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Make &quot;%1&quot; the Open Scenario</source>
        <translation>Faire de «&#xa0;%1&#xa0;» le scénario ouvert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove &quot;%1&quot; From Comparison</source>
        <translation>Retirer «&#xa0;%1&#xa0;» de la comparaison</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Use %1</source>
        <translation>Utiliser %1</translation>
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
        <translation>Nœuds (GPU)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layout (tp × pp × dp, ZeRO)</source>
        <translation>Disposition (tp × pp × dp, ZeRO)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training time (expected)</source>
        <translation>Durée d&apos;entraînement (prévue)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost (expected)</source>
        <translation>Coût (prévu)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU-hours</source>
        <translation>Heures GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Throughput</source>
        <translation>Débit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step time</source>
        <translation>Durée d&apos;un pas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory per GPU</source>
        <translation>Mémoire par GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fits and runs</source>
        <translation>Tient en mémoire et s&apos;exécute</translation>
    </message>
    <message>
        <location line="+479"/>
        <source>%1 points</source>
        <comment>percentage points</comment>
        <translation>%1 points</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Better than &quot;%1&quot;: %2</source>
        <translation>Meilleur que «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Worse than &quot;%1&quot;: %2</source>
        <translation>Moins bon que «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Difference from &quot;%1&quot;: %2</source>
        <translation>Écart par rapport à «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>&quot;%1&quot; minus &quot;%2&quot; (the first column)</source>
        <translation>«&#xa0;%1&#xa0;» moins «&#xa0;%2&#xa0;» (la première colonne)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difference</source>
        <translation>Écart</translation>
    </message>
    <message>
        <location line="-205"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>invalid layout</source>
        <translation>disposition invalide</translation>
    </message>
    <message>
        <location line="-318"/>
        <location line="+318"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location line="-320"/>
        <source>automatic</source>
        <translation>automatique</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+318"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location line="-303"/>
        <source>same</source>
        <translation>identique</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 days</source>
        <translation>%1 jours</translation>
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
        <translation>%1 jetons/s</translation>
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
        <translation>Données et entraînement</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Training details</source>
        <translation>Détails de l&apos;entraînement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision, recomputation, attention kernel and the other choices of the training software.</source>
        <translation>Précision, recalcul, noyau d&apos;attention et les autres choix du logiciel d&apos;entraînement.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>required</source>
        <translation>obligatoire</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+433"/>
        <source>Training tokens</source>
        <translation>Tokens d&apos;entraînement</translation>
    </message>
    <message>
        <location line="-423"/>
        <source>Change training samples</source>
        <translation>la modification des échantillons d&apos;entraînement</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change training tokens</source>
        <translation>la modification des tokens d&apos;entraînement</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sequences (samples) per optimizer step, over all data-parallel replicas. Must be a multiple of dp × micro-batch (the arrows step by that); the quotient is the number of micro-batches per step.</source>
        <translation>Séquences (échantillons) par pas d&apos;optimisation, sur l&apos;ensemble des répliques du parallélisme de données. Doit être un multiple de dp × micro-batch (les flèches avancent de cette valeur)&#xa0;; le quotient est le nombre de micro-batches par pas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change global batch</source>
        <translation>la modification du batch global</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sequences per forward and backward pass on one pipeline. Larger micro-batches use the GPU better but hold more activations.</source>
        <translation>Séquences par passe avant et arrière sur un pipeline. Des micro-batches plus grands exploitent mieux le GPU mais conservent plus d&apos;activations.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change micro-batch</source>
        <translation>la modification du micro-batch</translation>
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
        <translation>la modification de «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="-295"/>
        <source>Arithmetic of the matrix products; sets the GPU&apos;s peak rate and the bytes of weights and activations. On GPUs with bf16, fp16 products run at about 0.95 of the bf16 rate: more mantissa bits switch at the power limit (measured on an H100 and H200s).</source>
        <translation>Arithmétique des produits matriciels&#xa0;; détermine le débit crête du GPU et la taille en octets des poids et des activations. Sur les GPU dotés du bf16, les produits fp16 tournent à environ 0,95 du débit bf16&#xa0;: davantage de bits de mantisse commutent à la limite de puissance (mesuré sur un H100 et des H200).</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>PyTorch&apos;s default (convolutions only)</source>
        <translation>Défaut de PyTorch (convolutions seulement)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On (products and convolutions)</source>
        <translation>Activé (produits et convolutions)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off (IEEE fp32)</source>
        <translation>Désactivé (fp32 IEEE)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP32 training only: whether fp32 products run on the TF32 tensor cores of Ampere and later GPUs (8x the A100&apos;s fp32 peak). PyTorch runs convolutions in TF32 and matrix products in fp32 unless torch.backends.cuda.matmul.allow_tf32 is set; NVIDIA&apos;s training scripts and the Hugging Face Trainer&apos;s --tf32 turn it on.</source>
        <translation>Entraînement FP32 seulement : les produits fp32 passent-ils par les cœurs tenseurs TF32 des GPU Ampere et suivants (8× le pic fp32 de l’A100). PyTorch calcule les convolutions en TF32 et les produits matriciels en fp32 sauf si torch.backends.cuda.matmul.allow_tf32 est activé ; les scripts d’entraînement de NVIDIA et l’option --tf32 du Trainer de Hugging Face l’activent.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Activation recomputation trades a repeated forward pass for activation memory (Korthikanti et al. 2022).</source>
        <translation>Le recalcul des activations échange une passe avant répétée contre de la mémoire d&apos;activations (Korthikanti et al. 2022).</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+317"/>
        <source>every layer</source>
        <translation>chaque couche</translation>
    </message>
    <message>
        <location line="-315"/>
        <source>With full recomputation: how many layers of each pipeline chunk are rebuilt from their input (Megatron-LM&apos;s --recompute-method block); the chunk&apos;s other layers keep their activations, which costs memory and saves their repeated forward pass.</source>
        <translation>Avec le recalcul complet&#xa0;: combien de couches de chaque segment de pipeline sont reconstruites depuis leur entrée (--recompute-method block de Megatron-LM)&#xa0;; les autres couches du segment gardent leurs activations, ce qui coûte de la mémoire et évite leur passe avant répétée.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change recomputed layers</source>
        <translation>Modifier les couches recalculées</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>How selective recomputation chooses what to rebuild: by part of each layer, as Megatron-Core names them (below), or torchtitan&apos;s op-level policy, which keeps the outputs of every other matrix product and of the attention kernel and rebuilds the rest, element-wise work included (activation_checkpoint.mode &quot;selective&quot;, selective_ac_option &quot;op&quot;; dense layers with ordinary attention; docs/model.md 8.2.2).</source>
        <translation>Comment le recalcul sélectif choisit ce qu&apos;il reconstruit&#xa0;: par parties de chaque couche, telles que Megatron-Core les nomme (ci-dessous), ou selon la politique par opérateur de torchtitan, qui garde les sorties d&apos;un produit matriciel sur deux et du noyau d&apos;attention et reconstruit le reste, travail élément par élément compris (activation_checkpoint.mode &quot;selective&quot;, selective_ac_option &quot;op&quot;&#xa0;; couches denses à attention ordinaire&#xa0;; docs/model.md 8.2.2).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>With selective recomputation: the parts of each layer rebuilt in the backward pass instead of kept (Megatron-Core&apos;s --recompute-modules). Latent attention&apos;s up projections and the norms before it and before the experts cost little to rebuild and free much memory; DeepSeek-V3&apos;s own run recomputed both (DeepSeek-V3 report, Sec. 3.2.3). In dense layers Transformer Engine fuses the norms into the products after them, so recomputing them frees nothing there.</source>
        <translation>Avec le recalcul sélectif&#xa0;: les parties de chaque couche reconstruites pendant la passe arrière au lieu d&apos;être gardées (--recompute-modules de Megatron-Core). Les projections montantes de l&apos;attention latente et les normalisations avant elle et avant les experts coûtent peu à reconstruire et libèrent beaucoup de mémoire&#xa0;; l&apos;entraînement de DeepSeek-V3 recalculait les deux (rapport DeepSeek-V3, sect. 3.2.3). Dans les couches denses, Transformer Engine fusionne les normalisations avec les produits qui suivent&#xa0;: les recalculer n&apos;y libère rien.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Change recomputed parts</source>
        <translation>Modifier les parties recalculées</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The attention kernel. FlashAttention never stores the score matrix; FlashAttention-2 runs 1.7-3.0x faster than FlashAttention-1 and 1.3-2.5x faster than FlashAttention in Triton (Dao 2023). On Hopper GPUs FlashAttention-3 and cuDNN&apos;s fused attention (Transformer Engine) run 1.7x faster than FlashAttention-2 (Shah et al. 2024). Standard attention keeps the scores and their softmax in memory.</source>
        <translation>Le noyau d&apos;attention. FlashAttention ne stocke jamais la matrice des scores ; FlashAttention-2 est 1,7 à 3,0 fois plus rapide que FlashAttention-1 et 1,3 à 2,5 fois plus rapide que FlashAttention en Triton (Dao 2023). Sur les GPU Hopper, FlashAttention-3 et l&apos;attention fusionnée de cuDNN (Transformer Engine) sont 1,7 fois plus rapides que FlashAttention-2 (Shah et al. 2024). L&apos;attention standard garde les scores et leur softmax en mémoire.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>How the layer&apos;s element-wise work runs. Fused: a norm, the rotary embedding, SwiGLU and each bias-dropout-add in one pass, as Megatron-LM and Transformer Engine run them (torch.compile fuses as much). Eager: every PyTorch operation its own kernel, as Hugging Face Transformers&apos; modules run without torch.compile; an RMSNorm then moves 36 bytes an element through fp32 instead of 4, the rotary embedding 20 over strided views; a Llama 3 8B layer measured on an H200 took 20% longer and kept 44% more memory than fused kernels would (docs/model.md 4.4).</source>
        <translation>Comment s&apos;exécute le travail élément par élément de la couche. Fusionnés&#xa0;: une normalisation, le plongement rotatif, SwiGLU et chaque biais-dropout-addition en une passe, comme les exécutent Megatron-LM et Transformer Engine (torch.compile en fusionne autant). Eager&#xa0;: chaque opération PyTorch est son propre noyau, comme les modules de Hugging Face Transformers sans torch.compile&#xa0;; une RMSNorm déplace alors 36 octets par élément via fp32 au lieu de 4, le plongement rotatif 20 sur des vues à pas&#xa0;; une couche Llama 3 8B mesurée sur un H200 a pris 20&#xa0;% de temps en plus et gardé 44&#xa0;% de mémoire en plus qu&apos;avec des noyaux fusionnés (docs/model.md 4.4).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The stack that runs the training. Choosing one sets the rows it decides to its own defaults: DeepSpeed runs its own pipeline engine and, below ZeRO-3, reduces the gradients after the backward pass (overlap_comm is off by default); PyTorch FSDP runs each operation as its own kernel unless compiled and DDP copies its gradient buckets. The estimate also takes the stack&apos;s gradient bucket size (Megatron-Core&apos;s grows with the data parallelism) and DeepSpeed&apos;s cap on gathered ZeRO-3 parameters; the launch files start it (docs/model.md 6.9).</source>
        <translation>La pile logicielle qui exécute l&apos;entraînement. La choisir règle les lignes qu&apos;elle détermine sur ses propres valeurs par défaut : DeepSpeed utilise son propre moteur de pipeline et, sous ZeRO-3, réduit les gradients après la passe arrière (overlap_comm est désactivé par défaut) ; PyTorch FSDP exécute chaque opération dans son propre noyau sauf compilation, et DDP copie ses compartiments de gradients. L&apos;estimation reprend aussi la taille de compartiment de la pile (celle de Megatron-Core croît avec le parallélisme de données) et le plafond de DeepSpeed sur les paramètres ZeRO-3 rassemblés ; les fichiers de lancement la démarrent (docs/model.md 6.9).</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No: the host issues every kernel</source>
        <translation>Non&#xa0;: l&apos;hôte lance chaque noyau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes: layers replayed from captured graphs</source>
        <translation>Oui&#xa0;: couches rejouées depuis des graphes capturés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether each layer&apos;s kernels are replayed from a captured CUDA graph (Megatron-LM&apos;s --cuda-graph-impl, torch.compile&apos;s mode=&quot;reduce-overhead&quot;). Without graphs a layer takes at least the host&apos;s time to issue its kernels, 1.5 ms forward and backward measured on H200 machines, which paces small models and small micro-batches; graphs remove that wait and keep about a fifth more memory than the activations for their pool (docs/model.md 4.10).</source>
        <translation>Si les noyaux de chaque couche sont rejoués depuis un graphe CUDA capturé (--cuda-graph-impl de Megatron-LM, mode=&quot;reduce-overhead&quot; de torch.compile). Sans graphes, une couche dure au moins le temps que met l&apos;hôte à lancer ses noyaux, 1,5 ms en avant et en arrière mesurés sur des machines H200, ce qui freine les petits modèles et les petits micro-batches&#xa0;; les graphes suppriment cette attente et gardent pour leur pool environ un cinquième de mémoire de plus que les activations (docs/model.md 4.10).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Where bf16 or fp16 training keeps its weights. 16-bit weights with an fp32 main copy in the optimizer: Megatron-LM, DeepSpeed, FSDP&apos;s MixedPrecision. PyTorch autocast: fp32 weights, gradients and residual stream, each product&apos;s inputs cast to 16 bits, as Hugging Face&apos;s Trainer (bf16=True) and Lightning&apos;s bf16-mixed run it; every weight is then cast in each forward pass and its gradient back, gradients travel in fp32 and each product keeps its 16-bit weight copy for the backward pass (docs/model.md 4.4).</source>
        <translation>Où un entraînement bf16 ou fp16 garde ses poids. Poids 16 bits avec une copie principale fp32 dans l&apos;optimiseur&#xa0;: Megatron-LM, DeepSpeed, MixedPrecision de FSDP. Autocast PyTorch&#xa0;: poids, gradients et flux résiduel en fp32, les entrées de chaque produit converties en 16 bits, comme le Trainer de Hugging Face (bf16=True) et le bf16-mixed de Lightning l&apos;exécutent&#xa0;; chaque poids est alors converti à chaque passe avant et son gradient en retour, les gradients circulent en fp32 et chaque produit garde la copie 16 bits de son poids pour la passe arrière (docs/model.md 4.4).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>fp32 (4 bytes a moment)</source>
        <translation>fp32 (4 octets par moment)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bf16 (2 bytes a moment)</source>
        <translation>bf16 (2 octets par moment)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Precision of the optimizer&apos;s moments (Adam&apos;s m and v, SGD&apos;s momentum). bf16 halves their memory and their traffic in the optimizer step, as Megatron-Core&apos;s precision-aware optimizer (--exp-avg-dtype bf16 --exp-avg-sq-dtype bf16) and NeMo&apos;s distributed Adam with dtype bf16 keep them (docs/model.md 8.1).</source>
        <translation>Précision des moments de l&apos;optimiseur (m et v d&apos;Adam, momentum de SGD). bf16 divise par deux leur mémoire et leur trafic lors du pas de l&apos;optimiseur, comme les conservent l&apos;optimiseur sensible à la précision de Megatron-Core (--exp-avg-dtype bf16 --exp-avg-sq-dtype bf16) et l&apos;Adam distribué de NeMo avec dtype bf16 (docs/model.md 8.1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fp32 copy (4 bytes)</source>
        <translation>Copie fp32 (4 octets)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remainders beside bf16 weights (2 bytes)</source>
        <translation>Restes à côté des poids bf16 (2 octets)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None: 16-bit weights updated in place</source>
        <translation>Aucune : poids 16 bits mis à jour sur place</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How mixed precision keeps the fp32 main copy of its 16-bit weights: whole; as the 16 low bits that complete a bf16 weight to fp32 (store_param_remainders of Transformer Engine&apos;s and Apex&apos;s Adam, on in Megatron-Core&apos;s precision-aware optimizer); or not at all (NeMo&apos;s distributed Adam with dtype bf16, metaseq&apos;s --memory-efficient-fp16). fp16 weights keep a whole copy; fp32 and autocast training have none (docs/model.md 8.1).</source>
        <translation>Comment la précision mixte conserve la copie principale fp32 de ses poids 16 bits : entière ; sous forme des 16 bits de poids faible qui complètent un poids bf16 en fp32 (store_param_remainders de l&apos;Adam de Transformer Engine et d&apos;Apex, activé dans l&apos;optimiseur sensible à la précision de Megatron-Core) ; ou pas du tout (Adam distribué de NeMo avec dtype bf16, --memory-efficient-fp16 de metaseq). Les poids fp16 gardent une copie entière ; l&apos;entraînement fp32 et autocast n&apos;en ont pas (docs/model.md 8.1).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No: every tensor-parallel rank keeps it whole</source>
        <translation>Non : chaque rang du parallélisme de tenseurs la garde entière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes: each rank keeps 1/tp, gathered to rebuild</source>
        <translation>Oui : chaque rang garde 1/tp, rassemblé pour le recalcul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With full recomputation and tensor parallelism without sequence parallelism: each rank keeps 1/tp of a layer&apos;s saved input and all-gathers it before the layer is rebuilt (Megatron-LM&apos;s --distribute-saved-activations, DeepSpeed&apos;s partition_activations; docs/model.md 8.2).</source>
        <translation>Avec recalcul complet et parallélisme de tenseurs sans parallélisme de séquence : chaque rang garde 1/tp de l&apos;entrée sauvegardée d&apos;une couche et la rassemble (all-gather) avant que la couche soit recalculée (--distribute-saved-activations de Megatron-LM, partition_activations de DeepSpeed ; docs/model.md 8.2).</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Where fp8 training takes each tensor&apos;s scale. Delayed: from the amax of earlier steps, so a norm writes fp8 directly (Transformer Engine&apos;s DelayedScaling, Megatron-LM&apos;s default). Current: from the tensor&apos;s own amax, read in a pass of its own before every cast (Megatron-LM&apos;s --fp8-recipe tensorwise, torchao&apos;s float8 in torchtitan). That read added 6-8% to a Llama 3 8B layer&apos;s fp8 products on H200s and an H100 (docs/model.md 4.4).</source>
        <translation>D’où l’entraînement FP8 tire l’échelle de chaque tenseur. Différée&#xa0;: de l’amax des pas précédents, si bien qu’une normalisation écrit directement en FP8 (DelayedScaling de Transformer Engine, défaut de Megatron-LM). Courante&#xa0;: de l’amax propre du tenseur, lu dans une passe dédiée avant chaque conversion (--fp8-recipe tensorwise de Megatron-LM, float8 de torchao dans torchtitan). Cette lecture a allongé de 6 à 8&#xa0;% les produits FP8 d’une couche Llama 3 8B sur des H200 et un H100 (docs/model.md 4.4).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>dropless</source>
        <translation>sans abandon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mixture-of-experts models: each expert&apos;s token buffer padded to this multiple of its balanced share (tokens × experts per token ÷ experts), as GShard, Switch Transformer, DeepSpeed-MoE and Megatron-Core with --moe-pad-expert-input-to-capacity run it. The experts compute, keep and send the padding like tokens, so time and memory grow with the factor; tokens beyond the capacity are dropped. Dropless (Megatron-Core&apos;s default): every expert computes its balanced share.</source>
        <translation>Modèles à mélange d&apos;experts : le tampon de jetons de chaque expert est complété jusqu&apos;à ce multiple de sa part équilibrée (jetons × experts par jeton ÷ experts), comme le font GShard, Switch Transformer, DeepSpeed-MoE et Megatron-Core avec --moe-pad-expert-input-to-capacity. Les experts calculent, conservent et envoient le remplissage comme des jetons : le temps et la mémoire croissent avec le facteur ; les jetons au-delà de la capacité sont abandonnés. Sans abandon (par défaut dans Megatron-Core) : chaque expert calcule sa part équilibrée.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Change expert capacity</source>
        <translation>Modifier la capacité des experts</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Samples to train, e.g. epochs × data set size: 1.2M, 90M or 1.2e6.</source>
        <translation>Échantillons à entraîner, p. ex. époques × taille du jeu de données : 1,2M, 90M ou 1.2e6.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens to train over the whole run: 15T, 300B or 1.5e12.</source>
        <translation>Jetons à entraîner sur tout le run : 15T, 300B ou 1.5e12.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Training samples</source>
        <translation>Échantillons d&apos;entraînement</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>only with full recomputation</source>
        <translation>seulement avec le recalcul complet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>chosen by torchtitan&apos;s policy above</source>
        <translation>choisi par la politique de torchtitan ci-dessus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only with selective recomputation</source>
        <translation>seulement avec le recalcul sélectif</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The file sets %1 optimizer steps, which override the amount above; changing the amount replaces them.</source>
        <translation>Le fichier fixe %1 pas d&apos;optimisation, qui priment sur la quantité ci-dessus&#xa0;; modifier la quantité les remplace.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>= %1 optimizer steps</source>
        <translation>= %1 pas d&apos;optimisation</translation>
    </message>
</context>
<context>
    <name>scaleplan::DocumentationDialog</name>
    <message>
        <location filename="../widgets/help/DocumentationDialog.cpp" line="+95"/>
        <source>Model and Sources</source>
        <translation>Modèle et sources</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Find in this document (Enter: next match)</source>
        <translation>Rechercher dans ce document (Entrée : occurrence suivante)</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Continued from the top.</source>
        <translation>Reprise depuis le début.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; is not in this document.</source>
        <translation>« %1 » ne figure pas dans ce document.</translation>
    </message>
</context>
<context>
    <name>scaleplan::ExportActions</name>
    <message>
        <location filename="../widgets/report/ExportActions.cpp" line="+36"/>
        <source>&amp;PDF Report…</source>
        <translation>Rapport &amp;PDF…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Sweep CSV…</source>
        <translation>&amp;Balayage des nœuds en CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scenario at other node counts, one row each, as in the report</source>
        <translation>Le scénario pour d&apos;autres nombres de nœuds, une ligne chacun, comme dans le rapport</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Comparison CSV…</source>
        <translation>&amp;Comparaison en CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The open and compared scenarios, one row each</source>
        <translation>Le scénario ouvert et les scénarios comparés, une ligne chacun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;nsitivity CSV…</source>
        <translation>Se&amp;nsibilité en CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected time and cost with each input 10% lower and higher, as View &gt; Sensitivity and scaleplan-cli sensitivity give them</source>
        <translation>Durée prévue et coût avec chaque entrée 10&#xa0;% plus basse et plus haute, comme les donnent Affichage &gt; Sensibilité et scaleplan-cli sensitivity</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>No estimate: %1</source>
        <translation>Pas d&apos;estimation&#xa0;: %1</translation>
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
        <translation>Rapport PDF</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Paper size:</source>
        <translation>Format du papier&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export PDF report</source>
        <translation>Exporter le rapport PDF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot export the report</source>
        <translation>Impossible d&apos;exporter le rapport</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Export node sweep</source>
        <translation>Exporter le balayage des nœuds</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>Page 1: the verdict, time and cost with their range, the cost breakdown and the planner&apos;s best alternative; then assumptions, charts, breakdowns, node sweep, comparison, risk, method notes and sources, on A4 or US Letter</source>
        <translation>Page 1 : le verdict, la durée et le coût avec leur fourchette, la répartition du coût et la meilleure alternative du planificateur ; puis hypothèses, graphiques, décompositions, balayage du nombre de nœuds, comparaison, risque, notes de méthode et sources, en A4 ou US Letter</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Cannot export the sweep</source>
        <translation>Impossible d&apos;exporter le balayage</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export comparison</source>
        <translation>Exporter la comparaison</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot export the comparison</source>
        <translation>Impossible d&apos;exporter la comparaison</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export sensitivity</source>
        <translation>Exporter la sensibilité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot export the sensitivity</source>
        <translation>Impossible d&apos;exporter la sensibilité</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chart as an image and as SVG</source>
        <translation>Le graphique sous forme d&apos;image et en SVG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as &amp;PNG…</source>
        <translation>Enregistrer en &amp;PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as &amp;SVG…</source>
        <translation>Enregistrer en &amp;SVG…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save chart as SVG</source>
        <translation>Enregistrer le graphique en SVG</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save chart as PNG</source>
        <translation>Enregistrer le graphique en PNG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG images (*.svg)</source>
        <translation>Images SVG (*.svg)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot save the chart</source>
        <translation>Impossible d&apos;enregistrer le graphique</translation>
    </message>
</context>
<context>
    <name>scaleplan::FinishTimeChart</name>
    <message>
        <location filename="../widgets/charts/FinishTimeChart.cpp" line="+43"/>
        <source>Simulated finish times</source>
        <translation>Durées d&apos;achèvement simulées</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wall-clock time (h)</source>
        <translation>Durée réelle (h)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trials</source>
        <translation>Simulations</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Trials per bin</source>
        <translation>Simulations par classe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>p10 and p90</source>
        <translation>p10 et p90</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p50 (median)</source>
        <translation>p50 (médiane)</translation>
    </message>
</context>
<context>
    <name>scaleplan::GoalGroup</name>
    <message>
        <location filename="../widgets/panels/GoalGroup.cpp" line="+14"/>
        <source>Goal</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The most the run may cost, in US dollars: 2M, 750k or $2,000,000. The summary says whether the expected cost stays within it, the cost-versus-time chart draws it as a line and the planner searches within it. Empty: no budget.</source>
        <translation>Le coût maximal du run, en dollars US : 2M, 750k ou 2 000 000 $. Le résumé dit si le coût attendu y reste, le graphique coût-durée le trace en ligne et le planificateur cherche dedans. Vide : pas de budget.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the run has to be done, from its start: 60 d, 8 w or 1440 h (a number alone is hours). Compared with the expected wall-clock time, failures and restarts included. Empty: no deadline.</source>
        <translation>Quand le run doit être terminé, depuis son début : 60 j, 8 semaines ou 1440 h (un nombre seul est en heures). Comparé à la durée attendue, pannes et redémarrages compris. Vide : pas d&apos;échéance.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deadline</source>
        <translation>Échéance</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On-demand or spot</source>
        <translation>À la demande ou spot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On-demand only</source>
        <translation>À la demande uniquement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot only</source>
        <translation>Spot uniquement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which capacity the planner may buy. The estimate itself prices the spot share set under Scale and risk.</source>
        <translation>Quelle capacité le planificateur peut acheter. L&apos;estimation elle-même tarife la part spot réglée sous Échelle et risque.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capacity</source>
        <translation>Capacité</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change capacity</source>
        <translation>Modifier la capacité</translation>
    </message>
</context>
<context>
    <name>scaleplan::InstanceSummaryModel</name>
    <message>
        <location filename="../widgets/planner/InstanceSummaryModel.cpp" line="+49"/>
        <source>Meets the goal</source>
        <translation>Atteint l&apos;objectif</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Over budget and past the deadline</source>
        <translation>Hors budget et après l’échéance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Past the deadline</source>
        <translation>Après l’échéance</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Over budget</source>
        <translation>Hors budget</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Meets the goal, narrowly</source>
        <translation>Atteint l&apos;objectif, de justesse</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Every node on spot capacity, priced at the spot price; the expected time and cost include the reclaims the spot band predicts, each losing the work since the last checkpoint.</source>
        <translation>Tous les nœuds en capacité spot, au prix spot ; la durée et le coût prévus incluent les reprises que prévoit la tranche spot, chacune perdant le travail depuis le dernier checkpoint.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every node bought as %1, at the catalog&apos;s price for it; select the row and apply it to see the whole estimate.</source>
        <translation>Tous les nœuds achetés en %1, au prix du catalogue ; sélectionnez la ligne et appliquez-la pour voir l&apos;estimation complète.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Instance</source>
        <translation>Instance</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bought as</source>
        <translation>Acheté en</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time</source>
        <translation>Durée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal</source>
        <translation>Objectif</translation>
    </message>
</context>
<context>
    <name>scaleplan::LaunchExportDialog</name>
    <message>
        <location filename="../widgets/export/LaunchExport.cpp" line="+44"/>
        <source>torchrun command line</source>
        <translation>Ligne de commande torchrun</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DeepSpeed configuration</source>
        <translation>Configuration DeepSpeed</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Megatron-LM arguments</source>
        <translation>Arguments Megatron-LM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kubeflow PyTorchJob</source>
        <translation>Kubeflow PyTorchJob</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slurm batch script</source>
        <translation>Script batch Slurm</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export Launch Files</source>
        <translation>Exporter les fichiers de lancement</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The launcher or scheduler the files are written for; every number in them comes from the plan</source>
        <translation>Le lanceur ou l&apos;ordonnanceur pour lequel les fichiers sont écrits ; chaque nombre qu&apos;ils contiennent provient du plan</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Folder the files are saved into (created if needed)</source>
        <translation>Dossier où les fichiers sont enregistrés (créé si nécessaire)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Target:</source>
        <translation>&amp;Cible :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Folder:</source>
        <translation>&amp;Dossier :</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>The scenario cannot be planned: %1</source>
        <translation>Impossible de planifier le scénario : %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot express this plan: %2</source>
        <translation>%1 ne peut pas exprimer ce plan : %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Warning: this plan is predicted not to run as it stands. The files are written anyway and say so in their first lines:</source>
        <translation>Avertissement : selon les prévisions, ce plan ne s&apos;exécutera pas en l&apos;état. Les fichiers sont tout de même écrits et le signalent dans leurs premières lignes :</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Cannot express this plan: %1</source>
        <translation>Ne peut pas exprimer ce plan&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose a folder to save the launch files into.</source>
        <translation>Choisissez un dossier où enregistrer les fichiers de lancement.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The folder %1 cannot be created; choose another folder.</source>
        <translation>Impossible de créer le dossier %1 ; choisissez un autre dossier.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cannot be written (%2); choose another folder.</source>
        <translation>Impossible d&apos;écrire %1 (%2) ; choisissez un autre dossier.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Launch files not saved</source>
        <translation>Fichiers de lancement non enregistrés</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Folder for the launch files</source>
        <translation>Dossier des fichiers de lancement</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Launch Files…</source>
        <translation>Fichiers de &amp;lancement…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write a torchrun, DeepSpeed, Megatron-LM, Kubeflow or Slurm launch for this plan</source>
        <translation>Écrire un lancement torchrun, DeepSpeed, Megatron-LM, Kubeflow ou Slurm pour ce plan</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved %1 in %2</source>
        <translation>%1 enregistré(s) dans %2</translation>
    </message>
</context>
<context>
    <name>scaleplan::MainWindow</name>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="-120"/>
        <source>Scaleplan scenarios (*.scaleplan.json *.json);;All files (*)</source>
        <translation>Scénarios Scaleplan (*.scaleplan.json *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Pick %1 nodes from the chart</source>
        <translation>le choix de %1 nœuds dans le graphique</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Inputs</source>
        <translation>Entrées</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Prices and hardware re-read from %1: the estimate, charts and kept scenarios use them now.</source>
        <translation>Prix et matériel relus depuis %1&#xa0;: l’estimation, les graphiques et les scénarios conservés les utilisent désormais.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open scenario</source>
        <translation>Ouvrir un scénario</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Compare With Scenario…</source>
        <translation>&amp;Comparer avec un scénario…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare with scenarios</source>
        <translation>Comparer avec des scénarios</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Keep for Comparison</source>
        <translation>&amp;Garder pour la comparaison</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keeps the scenario as it is now as a column of the comparison and a curve on the cost-versus-time chart, to compare your next changes with it</source>
        <translation>Garde le scénario tel qu&apos;il est maintenant comme colonne de la comparaison et comme courbe du graphique coût-temps, pour y comparer vos prochaines modifications</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear Comparison</source>
        <translation>Effacer la comparaison</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export</source>
        <translation>E&amp;xporter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Presentation Mode</source>
        <translation>Mode &amp;présentation</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Model and Sources…</source>
        <translation>&amp;Modèle et sources…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Accuracy Against Published Runs…</source>
        <translation>&amp;Précision face aux exécutions publiées…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About Scaleplan</source>
        <translation>À &amp;propos de Scaleplan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About Scaleplan</source>
        <translation>À propos de Scaleplan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;&lt;b&gt;Scaleplan&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Plans the time, memory and cost of distributed training from FLOPs, bytes, bandwidths and published measurements. Help &gt; Model and Sources (docs/model.md) states every formula and constant with its source.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Scaleplan&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Planifie la durée, la mémoire et le coût d&apos;un entraînement distribué à partir des FLOPs, des octets, des bandes passantes et de mesures publiées. Aide &gt; Modèle et sources (docs/model.md) donne chaque formule et chaque constante avec sa source.&lt;/p&gt;&lt;p&gt;Distribué sous licence GNU GPL version 3 ou ultérieure.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot open scenario</source>
        <translation>Impossible d&apos;ouvrir le scénario</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;System Default</source>
        <translation>Langue du &amp;système</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The new language applies the next time Scaleplan starts.</source>
        <translation>La nouvelle langue s&apos;appliquera au prochain démarrage de Scaleplan.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1[*] — Scaleplan</source>
        <translation>%1[*] — Scaleplan</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Cannot compare scenario</source>
        <translation>Impossible de comparer le scénario</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Recover unsaved work</source>
        <translation>Récupérer le travail non enregistré</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scaleplan ended last time without saving a changed scenario. Recover it?</source>
        <translation>Scaleplan s&apos;est arrêté la dernière fois sans enregistrer un scénario modifié. Le récupérer&#xa0;?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot recover</source>
        <translation>Récupération impossible</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The scenario has unsaved changes. Save them first?</source>
        <translation>Le scénario comporte des modifications non enregistrées. Les enregistrer d&apos;abord&#xa0;?</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+16"/>
        <source>Cannot save scenario</source>
        <translation>Impossible d&apos;enregistrer le scénario</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Save scenario</source>
        <translation>Enregistrer le scénario</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Cannot take these files</source>
        <translation>Impossible de prendre ces fichiers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop one Hugging Face config.json at a time, or only scenarios: one to open it, several to compare them.</source>
        <translation>Déposez un seul config.json Hugging Face à la fois, ou seulement des scénarios&#xa0;: un pour l&apos;ouvrir, plusieurs pour les comparer.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot read the measurements</source>
        <translation>Impossible de lire les mesures</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>scaleplan::ModelGroup</name>
    <message>
        <location filename="../widgets/panels/ModelGroup.cpp" line="+102"/>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Sources: %1</source>
        <translation>Sources&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Custom shape</source>
        <translation>Dimensions personnalisées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A built-in architecture (shape from its paper, see the item&apos;s tooltip), or Custom shape to enter your own.</source>
        <translation>Une architecture intégrée (dimensions tirées de sa publication, voir l&apos;info-bulle de l&apos;élément) ou «&#xa0;Dimensions personnalisées&#xa0;» pour saisir les vôtres.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset</source>
        <translation>Préréglage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import Hugging Face config…</source>
        <translation>Importer une configuration Hugging Face…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads the architecture from a Hugging Face config.json (%1). Its sequence length is the model&apos;s maximum context; lower it to the length you train with.</source>
        <translation>Lit l&apos;architecture dans un fichier config.json Hugging Face (%1). Sa longueur de séquence est le contexte maximal du modèle&#xa0;; réduisez-la à la longueur utilisée pour l&apos;entraînement.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+280"/>
        <source>Change %1</source>
        <translation>la modification de «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="-233"/>
        <source>Key/value heads; fewer than the attention heads means grouped-query attention.</source>
        <translation>Têtes clé/valeur&#xa0;; moins que de têtes d&apos;attention signifie une attention à requêtes groupées.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hidden / heads</source>
        <translation>taille cachée / têtes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Width of one attention head. At its lowest it is hidden size / heads; Mistral NeMo and Qwen3 set their own (Megatron-LM&apos;s --kv-channels), which changes the attention products.</source>
        <translation>Largeur d&apos;une tête d&apos;attention. À sa valeur minimale, elle vaut la taille cachée divisée par le nombre de têtes&#xa0;; Mistral NeMo et Qwen3 fixent la leur (--kv-channels de Megatron-LM), ce qui modifie les produits de l&apos;attention.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>whole sequence</source>
        <translation>séquence entière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sliding-window attention: the tokens each query attends to (Mistral 7B and Gemma 2: 4096, Gemma 3: 1024). FlashAttention-2 and -3 then compute only that band of the score matrix; FlashAttention-1 and unfused attention still compute all of it.</source>
        <translation>Attention à fenêtre glissante : les jetons que chaque requête regarde (Mistral 7B et Gemma 2 : 4096, Gemma 3 : 1024). FlashAttention-2 et -3 ne calculent alors que cette bande de la matrice des scores ; FlashAttention-1 et l’attention non fusionnée la calculent toujours en entier.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no layer (all windowed)</source>
        <translation>aucune couche (toutes fenêtrées)</translation>
    </message>
    <message>
        <location line="-115"/>
        <source> layers</source>
        <translation> couches</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> layer</source>
        <translation> couche</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>Tokens per training sequence.</source>
        <translation>Tokens par séquence d&apos;entraînement.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Change MLP type</source>
        <translation>la modification du type de MLP</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>per token</source>
        <translation>par token</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Mixture of experts: experts per layer and how many each token is routed to. 1 and 1 is a dense model.</source>
        <translation>Mélange d&apos;experts&#xa0;: nombre d&apos;experts par couche et nombre d&apos;experts vers lesquels chaque token est routé. 1 et 1 correspond à un modèle dense.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Experts</source>
        <translation>Experts</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change experts</source>
        <translation>la modification des experts</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+25"/>
        <location line="+9"/>
        <location line="+44"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Width of the shared experts every token passes through beside its routed ones (Qwen2-MoE, DeepSeekMoE; Megatron-LM&apos;s --moe-shared-expert-intermediate-size).</source>
        <translation>Largeur des experts partagés que chaque jeton traverse en plus de ses experts routés (Qwen2-MoE, DeepSeekMoE ; --moe-shared-expert-intermediate-size de Megatron-LM).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none (ordinary attention)</source>
        <translation>aucun (attention ordinaire)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Multi-head latent attention (DeepSeek-V2/V3, Kimi K2): keys and values come up from a compressed latent this wide (DeepSeek-V3: 512; Megatron-LM&apos;s --kv-lora-rank), whose down projection every tensor-parallel rank holds whole. The head width is then each head&apos;s width without its rotary part.</source>
        <translation>Attention latente multi-têtes (DeepSeek-V2/V3, Kimi K2)&#xa0;: clés et valeurs proviennent d&apos;un latent compressé de cette largeur (DeepSeek-V3&#xa0;: 512&#xa0;; --kv-lora-rank de Megatron-LM), dont chaque rang de parallélisme de tenseur détient la projection descendante entière. La largeur de tête est alors celle de chaque tête sans sa partie rotative.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>With latent attention: the queries come up from a latent this wide (DeepSeek-V3: 1,536; --q-lora-rank); none: straight from the hidden state (DeepSeek-V2-Lite).</source>
        <translation>Avec l&apos;attention latente&#xa0;: les requêtes proviennent d&apos;un latent de cette largeur (DeepSeek-V3&#xa0;: 1&#xa0;536&#xa0;; --q-lora-rank)&#xa0;; aucun&#xa0;: directement de l&apos;état caché (DeepSeek-V2-Lite).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>values</source>
        <translation>valeurs</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>With latent attention: the rotary part of each query and key head, which the heads&apos; keys share (DeepSeek-V3: 64; --qk-pos-emb-head-dim), and the width of each value head (128; --v-head-dim; none: the head width).</source>
        <translation>Avec l&apos;attention latente&#xa0;: la partie rotative de chaque tête de requête et de clé, que partagent les clés des têtes (DeepSeek-V3&#xa0;: 64&#xa0;; --qk-pos-emb-head-dim), et la largeur de chaque tête de valeur (128&#xa0;; --v-head-dim&#xa0;; aucune&#xa0;: la largeur de tête).</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>head width</source>
        <translation>largeur de tête</translation>
    </message>
    <message>
        <location line="-199"/>
        <source>Model details</source>
        <translation>Détails du modèle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The architecture&apos;s shape and choices: filled by the preset or the Hugging Face config, to edit for a model of your own.</source>
        <translation>La forme et les choix de l&apos;architecture : remplis par le préréglage ou la configuration Hugging Face, à modifier pour un modèle à vous.</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>With a window: one layer in this many attends to the whole sequence (Gemma 2: 2, Gemma 3: 6, Llama 4: 4; Megatron-LM&apos;s --window-attn-skip-freq).</source>
        <translation>Avec une fenêtre&#xa0;: une couche sur ce nombre porte l&apos;attention sur toute la séquence (Gemma 2&#xa0;: 2, Gemma 3&#xa0;: 6, Llama 4&#xa0;: 4&#xa0;; --window-attn-skip-freq de Megatron-LM).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sliding window</source>
        <translation>fenêtre glissante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>chunks</source>
        <translation>blocs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a window: each query attends to the window&apos;s tokens before it (Mistral, Gemma), or the sequence is cut into chunks of the window&apos;s length and each query attends within its own chunk (Llama 4: 8,192), half as many keys on average. Megatron launch files cannot run chunks.</source>
        <translation>Avec une fenêtre&#xa0;: chaque requête voit les jetons de la fenêtre qui la précèdent (Mistral, Gemma), ou la séquence est découpée en blocs de la longueur de la fenêtre et chaque requête ne voit que son propre bloc (Llama 4&#xa0;: 8&#xa0;192), deux fois moins de clés en moyenne. Les fichiers de lancement Megatron ne savent pas exécuter les blocs.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The feed-forward block: GELU with two matrices (GPT, BERT, Falcon), GELU with its tanh approximation written out in eight PyTorch operations (Hugging Face&apos;s gelu_new: GPT-2, GPT-J, Phi), or SwiGLU with three (Llama, Mistral, Qwen). The written-out GELU differs only where kernels run eagerly: 36 bytes an element instead of 4 and three more intermediates kept (docs/model.md 4.4).</source>
        <translation>Le bloc feed-forward&#xa0;: GELU à deux matrices (GPT, BERT, Falcon), GELU dont l&apos;approximation tanh est écrite en huit opérations PyTorch (gelu_new de Hugging Face&#xa0;: GPT-2, GPT-J, Phi), ou SwiGLU à trois (Llama, Mistral, Qwen). La GELU écrite en opérations ne diffère que là où les noyaux s&apos;exécutent en mode eager&#xa0;: 36 octets par élément au lieu de 4 et trois intermédiaires de plus conservés (docs/model.md 4.4).</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Change latent attention</source>
        <translation>Modifier l&apos;attention latente</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Group-limited routing: the routed experts fall into this many groups of consecutive experts (DeepSeek-V3: 8, one a node in its training; n_group; Megatron-LM&apos;s --moe-router-num-groups). It changes only the DeepEP dispatcher&apos;s traffic; 1: no groups.</source>
        <translation>Routage limité par groupes&#xa0;: les experts routés forment ce nombre de groupes d&apos;experts consécutifs (DeepSeek-V3&#xa0;: 8, un par nœud dans son entraînement&#xa0;; n_group&#xa0;; --moe-router-num-groups de Megatron-LM). Cela ne change que le trafic du répartiteur DeepEP&#xa0;; 1&#xa0;: pas de groupes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>all</source>
        <translation>tous</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The groups that score highest for a token, from which its experts come (DeepSeek-V3: 4 of 8, so a token reaches at most 4 nodes; topk_group; --moe-router-group-topk). They must hold at least the experts a token is routed to.</source>
        <translation>Les groupes les mieux notés pour un jeton, d&apos;où viennent ses experts (DeepSeek-V3&#xa0;: 4 sur 8, donc un jeton atteint au plus 4 nœuds&#xa0;; topk_group&#xa0;; --moe-router-group-topk). Ils doivent contenir au moins les experts vers lesquels un jeton est routé.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Mixture of experts: this many leading layers have one dense MLP instead of experts (DeepSeekMoE 16B: 1, DeepSeek-V3: 3; Megatron-LM&apos;s --moe-layer-freq). They fill the first pipeline stages, so a later stage may set the pace.</source>
        <translation>Mélange d&apos;experts&#xa0;: ce nombre de couches en tête ont un MLP dense au lieu d&apos;experts (DeepSeekMoE 16B&#xa0;: 1, DeepSeek-V3&#xa0;: 3&#xa0;; --moe-layer-freq de Megatron-LM). Elles remplissent les premiers étages du pipeline, si bien qu&apos;un étage suivant peut donner le rythme.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Mixture of experts: after the leading dense layers, one layer in this many has experts and the others one dense MLP (Llama 4 Maverick: 2; Megatron-LM&apos;s --moe-layer-freq). A layer has experts where its number, counted from 1, is a multiple of this, so every pipeline stage holds its share of both kinds.</source>
        <translation>Mélange d&apos;experts&#xa0;: après les couches denses de tête, une couche sur ce nombre a des experts et les autres un MLP dense (Llama 4 Maverick&#xa0;: 2&#xa0;; --moe-layer-freq de Megatron-LM). Une couche a des experts quand son numéro, compté à partir de 1, en est un multiple&#xa0;: chaque étage du pipeline porte sa part des deux sortes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>feed-forward width</source>
        <translation>largeur feed-forward</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Width of the dense layers&apos; MLP (DeepSeekMoE 16B: 10,944 beside experts of 1,408; Megatron-LM&apos;s --ffn-hidden-size beside --moe-ffn-hidden-size).</source>
        <translation>Largeur du MLP des couches denses (DeepSeekMoE 16B&#xa0;: 10&#xa0;944 à côté d&apos;experts de 1&#xa0;408&#xa0;; --ffn-hidden-size à côté de --moe-ffn-hidden-size de Megatron-LM).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>attention</source>
        <translation>attention</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hidden</source>
        <translation>caché</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dropout probability on the attention scores and after the attention and MLP blocks. Each dropout keeps a 1-byte mask per element for the backward pass; at 0 there is none (Llama-family models train without dropout, GPT-style Megatron-LM models with 0.1).</source>
        <translation>Probabilité de dropout sur les scores d’attention et après les blocs d’attention et MLP. Chaque dropout conserve un masque de 1 octet par élément pour la passe arrière ; à 0 il n’y en a aucun (les modèles de la famille Llama s’entraînent sans dropout, les modèles Megatron-LM de type GPT avec 0,1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dropout</source>
        <translation>Dropout</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Change dropout</source>
        <translation>Modifier le dropout</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The layers that add a bias vector: every linear layer and LayerNorm (GPT-2, GPT-3, OPT, BLOOM; Megatron-LM&apos;s default), the query, key and value projections only (Qwen2), none at all (Llama, Mistral, Gemma, MPT), LayerNorm&apos;s shift only (Falcon), or the MLP&apos;s projections and LayerNorm but no attention projection (GPT-J). Counts their parameters; Megatron launch files pass --disable-bias-linear, and cannot keep the MLP&apos;s biases alone.</source>
        <translation>Les couches qui ajoutent un vecteur de biais : chaque couche linéaire et LayerNorm (GPT-2, GPT-3, OPT, BLOOM ; défaut de Megatron-LM), seulement les projections requête, clé et valeur (Qwen2), aucune (Llama, Mistral, Gemma, MPT), seulement le décalage de LayerNorm (Falcon), ou les projections du MLP et LayerNorm mais aucune projection d&apos;attention (GPT-J). Compte leurs paramètres ; les fichiers de lancement Megatron passent --disable-bias-linear et ne peuvent pas garder les seuls biais du MLP.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>LayerNorm keeps a scale and, unless no layer or only query, key and value have biases, a shift per channel; RMSNorm a scale only (Llama-family models).</source>
        <translation>LayerNorm garde une échelle et, sauf si aucune couche ou seules la requête, la clé et la valeur ont des biais, un décalage par canal ; RMSNorm seulement une échelle (famille Llama).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Norms of the queries and keys before attention, of the kind above: one of a head&apos;s width shared by the heads (Qwen3, Gemma 3; Megatron-LM&apos;s --qk-layernorm), one over the whole query and one over the key projection (OLMo 2), or an L2 norm of each head without a scale (Llama 4; Megatron-LM&apos;s --qk-l2-norm). Each is a pass over every query and key value and keeps its input for the backward pass; Megatron launch files cannot run norms over the whole projections.</source>
        <translation>Normalisations des requêtes et des clés avant l&apos;attention, du type ci-dessus&#xa0;: une de la largeur d&apos;une tête partagée par les têtes (Qwen3, Gemma 3&#xa0;; --qk-layernorm de Megatron-LM), une sur toute la projection des requêtes et une sur celle des clés (OLMo 2), ou une norme L2 de chaque tête sans échelle (Llama 4&#xa0;; --qk-l2-norm de Megatron-LM). Chacune est une passe sur chaque valeur de requête et de clé et garde son entrée pour la passe arrière&#xa0;; les fichiers de lancement Megatron ne peuvent pas exécuter de normalisations sur les projections entières.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How token positions enter: learned absolute embeddings (GPT-2, GPT-3; sequence length x hidden size parameters on the first pipeline stage), rotary embeddings (Llama, GPT-NeoX) or ALiBi attention biases (MPT, BLOOM), which have no parameters. Megatron-LM cannot run ALiBi.</source>
        <translation>Comment les positions des jetons entrent : plongements absolus appris (GPT-2, GPT-3 ; longueur de séquence x taille cachée paramètres sur le premier étage du pipeline), plongements rotatifs (Llama, GPT-NeoX) ou biais d’attention ALiBi (MPT, BLOOM), sans paramètres. Megatron-LM ne sait pas exécuter ALiBi.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Attention, then the MLP, each with its own norm and residual add (GPT, Llama), or both on the same input with their outputs added together (GPT-J, PaLM and Falcon-7B with one norm; GPT-NeoX and Falcon-40B with a norm each). Side by side, tensor parallelism reduces the two outputs once per forward pass instead of twice. Megatron-LM cannot run it.</source>
        <translation>L&apos;attention, puis le MLP, chacun avec sa norme et son ajout résiduel (GPT, Llama), ou les deux sur la même entrée avec leurs sorties additionnées (GPT-J, PaLM et Falcon-7B avec une norme ; GPT-NeoX et Falcon-40B avec une norme chacun). Côte à côte, le parallélisme tensoriel réduit les deux sorties une fois par passe avant au lieu de deux. Megatron-LM ne peut pas l&apos;exécuter.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Causal: each token attends to the tokens before it (GPT, Llama and every decoder); bidirectional: to the whole sequence (BERT and other encoders). A bidirectional layer computes the whole score matrix, twice a causal FlashAttention kernel&apos;s work, at the rates measured without a mask. Megatron launch files train decoders only.</source>
        <translation>Causal : chaque jeton porte attention aux jetons qui le précèdent (GPT, Llama et tout décodeur) ; bidirectionnel : à toute la séquence (BERT et autres encodeurs). Une couche bidirectionnelle calcule toute la matrice des scores, deux fois le travail d’un noyau FlashAttention causal, aux débits mesurés sans masque. Les fichiers de lancement Megatron n’entraînent que des décodeurs.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Choose model %1</source>
        <translation>le choix du modèle %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose custom model shape</source>
        <translation>le choix de dimensions de modèle personnalisées</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+10"/>
        <location line="+13"/>
        <location line="+10"/>
        <source>Import Hugging Face config</source>
        <translation>Importer une configuration Hugging Face</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Hugging Face config (config.json *.json);;All files (*)</source>
        <translation>Configuration Hugging Face (config.json *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+9"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1 cannot be imported.

%2</source>
        <translation>Impossible d&apos;importer %1.

%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import %1</source>
        <translation>l&apos;import de %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 was imported.

%2</source>
        <translation>%1 a été importé.

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
        <translation>Le nombre de paramètres que le modèle indique.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted from the shape: every weight, bias, norm and learned position, all experts included (docs/model.md 4.1). Compare it with the model card to check a custom shape.</source>
        <translation>Compté d’après la forme : chaque poids, biais, normalisation et position apprise, tous les experts compris (docs/model.md 4.1). Comparez-le à la fiche du modèle pour vérifier une forme personnalisée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 FLOPs</source>
        <translation>%1 FLOPs</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>n/a</source>
        <translation>s.o.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>required</source>
        <translation>obligatoire</translation>
    </message>
</context>
<context>
    <name>scaleplan::ParallelGroup</name>
    <message>
        <location filename="../widgets/panels/ParallelGroup.cpp" line="+45"/>
        <source>Parallel layout</source>
        <translation>Parallélisme</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+24"/>
        <location line="+69"/>
        <source>Change %1</source>
        <translation>la modification de «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>GPUs that split every matrix of a layer (Megatron tensor parallelism). Must divide the attention and key/value heads; best kept inside one node. The arrows double and halve it.</source>
        <translation>GPU entre lesquels chaque matrice d&apos;une couche est découpée (parallélisme de tenseurs Megatron). Doit diviser le nombre de têtes d&apos;attention et de têtes clé/valeur&#xa0;; à garder de préférence au sein d&apos;un nœud. Les flèches le doublent et le divisent par deux.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pipeline stages: consecutive layers on different GPUs. More stages need more micro-batches to keep the bubble small.</source>
        <translation>Étages de pipeline&#xa0;: des couches consécutives sur des GPU différents. Plus d&apos;étages exigent plus de micro-batches pour garder la bulle petite.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Interleaved chunks per pipeline stage (1 = plain 1F1B); more chunks shrink the bubble but add pipeline sends.</source>
        <translation>Blocs entrelacés par étage de pipeline (1 = 1F1B simple)&#xa0;; plus de blocs réduisent la bulle mais ajoutent des envois dans le pipeline.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs that share each sequence (Megatron-Core context parallelism): each holds 1/cp of the tokens and their activations, and attention passes keys and values around the group, hidden behind the attention work while tp × cp GPUs fit in a node. Needs fused attention and a sequence length that is a multiple of 2 × cp. The arrows double and halve it.</source>
        <translation>GPU qui se partagent chaque séquence (parallélisme de contexte de Megatron-Core) : chacun garde 1/cp des jetons et de leurs activations, et l’attention fait circuler clés et valeurs en anneau, masquées derrière le calcul d’attention tant que tp × cp GPU tiennent dans un nœud. Demande l’attention fusionnée et une longueur de séquence multiple de 2 × cp. Les flèches doublent et divisent par deux la valeur.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The data-parallel degree is derived: every GPU not used for tensor, pipeline or context parallelism holds a replica.</source>
        <translation>Le degré de parallélisme de données est déduit : chaque GPU non utilisé pour le parallélisme de tenseurs, de pipeline ou de contexte détient une réplique.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Data-parallel GPUs that share each mixture-of-experts layer&apos;s routed experts (Megatron-Core expert parallelism): each holds experts / ep of them, and every layer sends its tokens to their experts and back by all-to-all, on the node&apos;s link while tp × ep GPUs fit in a node. Must divide the experts and dp × cp; beside tp it needs sequence parallelism.</source>
        <translation>GPU de parallélisme de données qui se partagent les experts routés de chaque couche à mélange d’experts (parallélisme d’experts de Megatron-Core) : chacun en détient experts / ep, et chaque couche envoie ses jetons à leurs experts et retour par all-to-all, sur le lien du nœud tant que tp × ep GPU tiennent dans un nœud. Doit diviser les experts et dp × cp ; avec tp, il faut le parallélisme de séquence.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Overlap with another micro-batch</source>
        <translation>Recouvrir avec un autre micro-lot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Megatron-Core&apos;s batch-level overlap (--overlap-moe-expert-parallel-comm with --delay-wgrad-compute, MCore 0.14; DeepSeek-V3&apos;s DualPipe pairs micro-batches the same way): one micro-batch&apos;s all-to-alls run while another computes, so all but one micro-batch&apos;s hide as far as that compute reaches. Needs expert parallelism and at least two micro-batches a step.</source>
        <translation>Le recouvrement par lots de Megatron-Core (--overlap-moe-expert-parallel-comm avec --delay-wgrad-compute, MCore 0.14 ; le DualPipe de DeepSeek-V3 associe les micro-lots de la même façon) : les all-to-all d’un micro-lot s’exécutent pendant qu’un autre calcule, si bien que ceux de tous les micro-lots sauf un sont masqués, dans la limite de ce calcul. Nécessite le parallélisme d’experts et au moins deux micro-lots par pas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Overlap expert all-to-alls</source>
        <translation>Recouvrir les all-to-all des experts</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Do not overlap expert all-to-alls</source>
        <translation>Ne pas recouvrir les all-to-all des experts</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>as tp</source>
        <translation>comme tp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs that split each routed expert (Megatron-Core --expert-tensor-parallel-size), a divisor of tp. Below tp the experts stay whole on more GPUs: each holds experts / (ep × this) of them at full width, no tensor-parallel traffic runs in the expert layers, and the expert-parallel group is taken from tp × dp × cp ÷ this ranks (MoE parallel folding); it needs sequence parallelism.</source>
        <translation>GPU qui divisent chaque expert routé (Megatron-Core --expert-tensor-parallel-size), un diviseur de tp. En dessous de tp les experts restent entiers sur plus de GPU : chacun en détient experts / (ep × cette valeur) en pleine largeur, aucun trafic tensoriel ne circule dans les couches d&apos;experts, et le groupe parallèle des experts est pris parmi tp × dp × cp ÷ cette valeur rangs (MoE parallel folding) ; le parallélisme de séquence est requis.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>0: none</source>
        <translation>0&#xa0;: aucun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1: optimizer states</source>
        <translation>1&#xa0;: états de l&apos;optimiseur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2: + gradients</source>
        <translation>2&#xa0;: + gradients</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3: + weights (FSDP)</source>
        <translation>3&#xa0;: + poids (FSDP)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO shards model states over the data-parallel replicas: each stage saves memory and adds communication.</source>
        <translation>ZeRO partitionne les états du modèle entre les répliques du parallélisme de données&#xa0;: chaque niveau économise de la mémoire et ajoute de la communication.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change ZeRO stage</source>
        <translation>la modification du niveau ZeRO</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>all of dp</source>
        <translation>tout dp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hybrid sharding: shard over groups of this many data-parallel ranks and replicate across the groups. Must divide dp.</source>
        <translation>Partitionnement hybride&#xa0;: partitionne sur des groupes de ce nombre de rangs du parallélisme de données et réplique entre les groupes. Doit diviser dp.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change ZeRO shard group</source>
        <translation>la modification du groupe de sharding ZeRO</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shard norms and dropout over tp</source>
        <translation>Répartir normalisation et dropout sur tp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Megatron sequence parallelism; needs tp &gt; 1 to matter.</source>
        <translation>Parallélisme de séquence Megatron&#xa0;; n&apos;a d&apos;effet qu&apos;avec tp &gt; 1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Use sequence parallelism</source>
        <translation>l&apos;activation du parallélisme de séquence</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Do not use sequence parallelism</source>
        <translation>la désactivation du parallélisme de séquence</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Overlap with the matrix products</source>
        <translation>Recouvrir par les produits matriciels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transformer Engine&apos;s userbuffers (Megatron-LM&apos;s --tp-comm-overlap): the sequence-parallel all-gathers and reduce-scatters run in chunks beside the matrix products that use them. Needs sequence parallelism and tp inside one node.</source>
        <translation>Userbuffers de Transformer Engine (--tp-comm-overlap de Megatron-LM) : les all-gather et reduce-scatter du parallélisme de séquence s’exécutent par morceaux à côté des produits matriciels qui les utilisent. Nécessite le parallélisme de séquence et un tp dans un seul nœud.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Overlap tensor-parallel communication</source>
        <translation>Recouvrir la communication du parallélisme tensoriel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not overlap tensor-parallel communication</source>
        <translation>Ne pas recouvrir la communication du parallélisme tensoriel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>In place (Megatron-LM, DeepSpeed)</source>
        <translation>Sur place (Megatron-LM, DeepSpeed)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copied (PyTorch DDP default)</source>
        <translation>Copiés (défaut de PyTorch DDP)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the data-parallel all-reduce (ZeRO 0) reduces the gradients. Megatron-LM and DeepSpeed reduce the buffer the gradients live in. PyTorch DistributedDataParallel, unless gradient_as_bucket_view=True, keeps its buckets beside the gradients: one more gradient-sized buffer per GPU (16-bit in mixed precision) and two copies a step.</source>
        <translation>Où l’all-reduce data-parallèle (ZeRO 0) réduit les gradients. Megatron-LM et DeepSpeed réduisent le tampon où vivent les gradients. PyTorch DistributedDataParallel, sauf avec gradient_as_bucket_view=True, garde ses buckets à côté des gradients : un tampon de plus de la taille des gradients par GPU (16 bits en précision mixte) et deux copies par pas.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How routed tokens reach their experts. The all-to-all sends one copy of a token for each expert it goes to. DeepEP (Megatron-Core&apos;s flex dispatcher, --moe-enable-deepep) sends one copy to each GPU that holds any of its experts and, across nodes, one copy to each node, forwarded inside it over NVLink (DeepSeek-V3 report, Sec. 3.2.2). With expert groups that map to nodes the network carries at most one copy for each group a token may use.</source>
        <translation>Comment les jetons routés atteignent leurs experts. L&apos;all-to-all envoie une copie d&apos;un jeton pour chaque expert vers lequel il va. DeepEP (le répartiteur flex de Megatron-Core, --moe-enable-deepep) envoie une copie à chaque GPU qui détient l&apos;un de ses experts et, entre nœuds, une copie à chaque nœud, relayée à l&apos;intérieur par NVLink (rapport DeepSeek-V3, sect. 3.2.2). Avec des groupes d&apos;experts alignés sur les nœuds, le réseau porte au plus une copie pour chaque groupe qu&apos;un jeton peut utiliser.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Overlap with the next chunk</source>
        <translation>Recouvrir par le bloc suivant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Megatron-Core&apos;s interleaved schedule sends each activation while the next chunk computes (overlap_p2p_comm, on by default in current Megatron-LM; --no-overlap-p2p-communication turns it off). The warm-up&apos;s and the flush&apos;s sends stay exposed. Needs more than one pipeline stage and virtual stage.</source>
        <translation>L’ordonnancement entrelacé de Megatron-Core envoie chaque activation pendant que le bloc suivant calcule (overlap_p2p_comm, activé par défaut dans Megatron-LM actuel ; --no-overlap-p2p-communication le désactive). Les envois du préchauffage et de la vidange restent exposés. Demande plus d’un étage de pipeline et d’un étage virtuel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Overlap pipeline sends</source>
        <translation>Recouvrir les envois du pipeline</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Do not overlap pipeline sends</source>
        <translation>Ne pas recouvrir les envois du pipeline</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The software that runs the pipeline. Megatron-LM scatters each activation over the tensor-parallel ranks and gathers it on arrival, so each rank sends 1/tp of it; DeepSpeed&apos;s pipeline engine sends all of it from every rank (with sequence parallelism each rank holds 1/tp anyway) and, in BF16 with ZeRO 1, all-reduces the FP32 gradients where Megatron-LM reduce-scatters them.</source>
        <translation>Le logiciel qui exécute le pipeline. Megatron-LM répartit chaque activation sur les rangs de parallélisme tensoriel et la rassemble à l’arrivée, chaque rang en envoie donc 1/tp&#xa0;; le moteur de pipeline de DeepSpeed l’envoie entière depuis chaque rang (avec le parallélisme de séquence, chaque rang n’en détient de toute façon que 1/tp) et, en BF16 avec ZeRO 1, fait un all-reduce des gradients FP32 là où Megatron-LM fait un reduce-scatter.</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>GPUs / (tp × pp × cp) = %1 / (%2 × %3 × %4)</source>
        <translation>GPU / (tp × pp × cp) = %1 / (%2 × %3 × %4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs / (tp × pp) = %1 / (%2 × %3)</source>
        <translation>GPU / (tp × pp) = %1 / (%2 × %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a whole number</source>
        <translation>%1 n&apos;est pas un nombre entier</translation>
    </message>
</context>
<context>
    <name>scaleplan::PlanTableModel</name>
    <message>
        <location filename="../widgets/planner/PlanTableModel.cpp" line="+75"/>
        <source> (groups of %1)</source>
        <translation> (groupes de %1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>selective</source>
        <translation>sélectif</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>full, %1 per chunk</source>
        <translation>complet, %1 par segment</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full</source>
        <translation>complet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>TP, PP</source>
        <translation>TP, PP</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Expected wall-clock time: failure-free %1 plus checkpoints, failures and restarts (engine estimate)</source>
        <translation>Durée réelle prévue&#xa0;: %1 sans panne, plus checkpoints, pannes et redémarrages (estimation du moteur)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Model FLOPs per second per GPU against the dense peak for the training precision</source>
        <translation>FLOPs du modèle par seconde et par GPU, rapportés au débit crête dense pour la précision d&apos;entraînement</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Context parallelism: GPUs that share each sequence, passing keys and values around a ring</source>
        <translation>Parallélisme de contexte : GPU qui se partagent chaque séquence et font circuler clés et valeurs en anneau</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Communication run beside compute: TP, the tensor-parallel collectives beside the matrix products (Transformer Engine); PP, the pipeline sends beside the next chunk (Megatron-Core&apos;s interleaved schedule)</source>
        <translation>Communication menée en parallèle du calcul : TP, les collectives du parallélisme de tenseurs à côté des produits matriciels (Transformer Engine) ; PP, les envois du pipeline à côté du bloc suivant (ordonnancement entrelacé de Megatron-Core)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Instance</source>
        <translation>Instance</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes</source>
        <translation>Nœuds</translation>
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
        <translation>%1, tp des experts %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>selective: every other product</source>
        <translation>sélectif&#xa0;: un produit sur deux</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>selective: %1</source>
        <translation>sélectif&#xa0;: %1</translation>
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
        <translation>Identique au plan 1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 more than plan 1.</source>
        <translation>%1 de plus que le plan 1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 less than plan 1.</source>
        <translation>%1 de moins que le plan 1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Within the %1 to which the engine&apos;s order of layouts was checked against measurements, so treat the two as a tie (docs/planner.md).</source>
        <translation>Dans les %1 auxquels l’ordre des dispositions a été vérifié sur des mesures : considérez les deux comme à égalité (docs/planner.md).</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>it meets the deadline by %1</source>
        <translation>l&apos;échéance est tenue avec %1 d&apos;avance</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it stays %1 under the budget</source>
        <translation>il reste %1 sous le budget</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close to the goal: %1, less than the %2 by which estimates like it were off on published runs.</source>
        <translation>Proche de l&apos;objectif : %1, moins que les %2 d&apos;écart des estimations semblables sur des exécutions publiées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Instance hours at the expected time plus storage and egress, at the catalog&apos;s prices (Tools &gt; Instance Prices)</source>
        <translation>Heures d&apos;instance au temps attendu, plus stockage et trafic sortant, aux prix du catalogue (Outils &gt; Prix des instances)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Expert parallelism: data-parallel GPUs that share each layer&apos;s routed experts, sending tokens to them by all-to-all. &quot;Expert tp&quot;: the GPUs that split each routed expert where fewer than tp (1: experts kept whole)</source>
        <translation>Parallélisme d’experts : GPU de parallélisme de données qui se partagent les experts routés de chaque couche et leur envoient les jetons par all-to-all. « tp des experts » : les GPU qui divisent chaque expert routé, quand ils sont moins nombreux que tp (1 : experts entiers)</translation>
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
        <translation>Micro-batch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recompute</source>
        <translation>Recalcul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Virtual stages</source>
        <translation>Étages virtuels</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SP</source>
        <translation>SP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overlap</source>
        <translation>Recouvrement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time</source>
        <translation>Durée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost</source>
        <translation>Coût</translation>
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
        <translation>Durée la plus courte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lowest cost</source>
        <translation>Coût le plus bas</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Fastest at a fair cost</source>
        <translation>Le plus rapide à coût raisonnable</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What ranks the plans; the budget and deadline of the Goal drop plans that miss them. Fastest at a fair cost: the fastest plans that cost at most the extra below more than the cheapest plan. Shortest time alone picks the most nodes, even where they add little speed for much money.</source>
        <translation>Ce qui classe les plans&#xa0;; le budget et l’échéance de l’objectif écartent les plans qui les manquent. Le plus rapide à coût raisonnable&#xa0;: les plans les plus rapides qui coûtent au plus le supplément ci-dessous de plus que le plan le moins cher. La durée la plus courte seule choisit le plus de nœuds, même quand ils apportent peu de vitesse pour beaucoup d’argent.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Objective:</source>
        <translation>Classer par&#xa0;:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> %</source>
        <translation>&#xa0;%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much more than the cheapest plan you would pay for a faster one: your choice, not a measured figure</source>
        <translation>Combien de plus que le plan le moins cher vous paieriez pour un plan plus rapide&#xa0;: votre choix, pas une valeur mesurée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extra cost accepted:</source>
        <translation>Surcoût accepté&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search node counts</source>
        <translation>Explorer les nombres de nœuds</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Also try 1, 2, 3, 4, 6, 8 ... up to 1024 nodes</source>
        <translation>Essayer aussi 1, 2, 3, 4, 6, 8 ... jusqu&apos;à 1024 nœuds</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search every instance type</source>
        <translation>Explorer tous les types d&apos;instance</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Also try every priced catalog instance</source>
        <translation>Essayer aussi chaque instance du catalogue ayant un prix</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the scenario&apos;s ZeRO stage, recomputation, sequence and context parallelism</source>
        <translation>Conserver l’étape ZeRO, le recalcul et les parallélismes de séquence et de contexte du scénario</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>For the software you run: search only tp, pp, dp, micro-batch and virtual stages, and keep the ZeRO stage, activation recomputation, sequence parallelism, context and expert parallelism and the communication overlaps the scenario sets (for example Megatron-LM without a distributed optimizer, or FSDP with full activation checkpointing)</source>
        <translation>Pour le logiciel que vous utilisez : ne chercher que tp, pp, dp, le micro-lot et les étages virtuels, et conserver l’étape ZeRO, le recalcul des activations, le parallélisme de séquence, de contexte et d’experts et les recouvrements de communication du scénario (par exemple Megatron-LM sans optimiseur distribué, ou FSDP avec checkpointing complet des activations)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Plans listed:</source>
        <translation>Plans affichés&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Search</source>
        <translation>&amp;Rechercher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search parallel layouts (tp, pp, dp, ZeRO, micro-batch, recompute, virtual stages, sequence parallelism)</source>
        <translation>Explorer les dispositions parallèles (tp, pp, dp, ZeRO, micro-batch, recalcul, étages virtuels, parallélisme de séquence)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Apply plan</source>
        <translation>&amp;Appliquer le plan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set the scenario to the selected plan (one undo step)</source>
        <translation>Appliquer au scénario le plan sélectionné (une seule étape d&apos;annulation)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Exporter en CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the listed plans, with every layout and result column, to a CSV file (as scaleplan-cli plan --format csv)</source>
        <translation>Écrire les plans listés, avec toutes les colonnes de disposition et de résultat, dans un fichier CSV (comme scaleplan-cli plan --format csv)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How far to trust the order: among 109 measured layouts of four GPT models on one A100 cluster (vTrain, not used to build the model), the layout ranked fastest ran within 5% of the fastest measured one. Tensor parallelism of 2 is rated too well for 18-39B models (docs/planner.md).</source>
        <translation>Jusqu’où se fier à l’ordre : parmi 109 dispositions mesurées de quatre modèles GPT sur une grappe d’A100 (vTrain, non utilisé pour construire le modèle), la disposition classée la plus rapide a tourné à moins de 5 % de la plus rapide mesurée. Le parallélisme tensoriel de 2 est trop bien noté pour les modèles de 18 à 39 Md (docs/planner.md).</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Best per instance type</source>
        <translation>Meilleur par type d&apos;instance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The best plan of each instance type on demand, on spot and reserved where the catalog has a price for it, whether or not it meets the goal</source>
        <translation>Le meilleur plan de chaque type d&apos;instance à la demande, en spot et réservé lorsque le catalogue en donne le prix, qu&apos;il atteigne l&apos;objectif ou non</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Plans</source>
        <translation>Plans</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The best layouts found, ranked by the objective</source>
        <translation>Les meilleures répartitions trouvées, classées selon l&apos;objectif</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Searching...</source>
        <translation>Recherche en cours...</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Searching... best so far: %1 × %2 nodes, %3, %4</source>
        <translation>Recherche… meilleur à ce stade : %1 × %2 nœuds, %3, %4</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cheapest within the deadline</source>
        <translation>Le moins cher dans l&apos;échéance</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fastest within the budget</source>
        <translation>Le plus rapide dans le budget</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cancelled after %1 configurations.</source>
        <translation>Annulé après %1 configurations.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 configurations searched; %2 plans on the cost-time frontier.</source>
        <translation>%1 configurations examinées&#xa0;;&#xa0;%2 plans sur la frontière coût-durée.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Listed: the fastest plans costing at most %1% more than the cheapest (%2).</source>
        <translation>Listés&#xa0;: les plans les plus rapides coûtant au plus&#xa0;%1&#xa0;% de plus que le moins cher (%2).</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Apply plan: tp %1, pp %2, dp %3</source>
        <translation>l&apos;application du plan&#xa0;: tp %1, pp %2, dp %3</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No plans to export: search first.</source>
        <translation>Aucun plan à exporter&#xa0;: lancez d&apos;abord une recherche.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+5"/>
        <source>Export plans</source>
        <translation>Exporter les plans</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Planner</source>
        <translation>Planificateur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Planner</source>
        <translation>Pla&amp;nificateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search parallel layouts, node counts and instances</source>
        <translation>Explorer les dispositions parallèles, les nombres de nœuds et les instances</translation>
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
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none (on-demand)</source>
        <translation>aucun (à la demande)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>What one node costs an hour on demand. Double-click to enter the price you pay; 0 means no price is known (costs are then zero).</source>
        <translation>Ce que coûte un nœud par heure à la demande. Double-cliquez pour saisir le prix que vous payez&#xa0;; 0 signifie qu&apos;aucun prix n&apos;est connu (les coûts sont alors nuls).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What one node costs an hour on spot capacity (the Spot share slider). Double-click to enter it; 0 means none, and spot nodes are charged the on-demand price.</source>
        <translation>Ce que coûte un nœud par heure en capacité spot (curseur de part spot). Double-cliquez pour le saisir&#xa0;; 0 signifie aucun, et les nœuds spot sont facturés au prix à la demande.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>From %1: on demand %2, spot %3</source>
        <translation>Source %1 : à la demande %2, spot %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From %1, %2</source>
        <translation>Source %1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Source: %1, %2. The full provenance is in the catalog file and in the report&apos;s appendix of sources.</source>
        <translation>Source : %1, %2. La provenance complète figure dans le fichier du catalogue et dans l&apos;annexe des sources du rapport.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>entered by the user</source>
        <translation>saisi par l’utilisateur</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Instance type</source>
        <translation>Type d&apos;instance</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On demand</source>
        <translation>À la demande</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Price date</source>
        <translation>Date du prix</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>price entered by the user on %1</source>
        <translation>prix saisi par l&apos;utilisateur le %1</translation>
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
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no price</source>
        <translation>aucun prix</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Instance Prices</source>
        <translation>Prix des instances</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What a node of each instance type costs an hour, in US dollars. Double-click a price to enter what you pay: saved prices go to your catalog, %1, and apply at once, here and on the command line.</source>
        <translation>Ce que coûte un nœud de chaque type d&apos;instance par heure, en dollars US. Double-cliquez sur un prix pour saisir ce que vous payez&#xa0;: les prix enregistrés vont dans votre catalogue, %1, et s&apos;appliquent aussitôt, ici et en ligne de commande.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>About the built-in prices: %1</source>
        <translation>À propos des prix intégrés&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Filter by provider, instance type or GPU</source>
        <translation>Filtrer par fournisseur, type d&apos;instance ou GPU</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Writes the changed prices (in bold) to %1</source>
        <translation>Écrit les prix modifiés (en gras) dans %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset to Built-in</source>
        <translation>&amp;Rétablir les prix intégrés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puts the built-in price and date back on the selected rows</source>
        <translation>Rétablit le prix et la date intégrés sur les lignes sélectionnées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import SkyPilot File…</source>
        <translation>&amp;Importer un fichier SkyPilot…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads current prices from a SkyPilot catalog file (catalogs/v7/&lt;cloud&gt;/vms.csv) into your catalog</source>
        <translation>Lit les prix actuels d’un fichier de catalogue SkyPilot (catalogs/v7/&lt;cloud&gt;/vms.csv) dans votre catalogue</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+72"/>
        <source>Nothing was saved: %1</source>
        <translation>Rien n&apos;a été enregistré&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location line="-59"/>
        <source>Saved %n price(s) to %1; the estimate and the charts use them now.</source>
        <translation>
            <numerusform>%n prix enregistré dans %1&#xa0;; l&apos;estimation et les graphiques l&apos;utilisent désormais.</numerusform>
            <numerusform>%n prix enregistrés dans %1&#xa0;; l&apos;estimation et les graphiques les utilisent désormais.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Not built in, so left as they are: %1</source>
        <translation>Non intégrés, donc laissés tels quels&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save or reset the changed prices first, then import.</source>
        <translation>Enregistrez ou réinitialisez d’abord les prix modifiés, puis importez.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing was imported from %1: %2</source>
        <translation>Rien n’a été importé de %1 : %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing was imported: no GPU instance type of %1 in %2 maps to a catalog GPU.</source>
        <translation>Rien n’a été importé : aucun type d’instance GPU de %1 dans %2 ne correspond à un GPU du catalogue.</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Imported %n price(s) of %1, dated %2, into %3.</source>
        <translation>
            <numerusform>%n prix de %1, daté du %2, importé dans %3.</numerusform>
            <numerusform>%n prix de %1, datés du %2, importés dans %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not imported (no catalog GPU by that name, or another GPU count): %1.</source>
        <translation>Non importés (aucun GPU du catalogue de ce nom, ou un autre nombre de GPU) : %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+6"/>
        <source>Import SkyPilot Catalog File</source>
        <translation>Importer un fichier de catalogue SkyPilot</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>SkyPilot catalog (*.csv)</source>
        <translation>Catalogue SkyPilot (*.csv)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cloud:</source>
        <translation>Cloud :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Region:</source>
        <translation>Région :</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save the changed prices?</source>
        <translation>Enregistrer les prix modifiés&#xa0;?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Instance &amp;Prices…</source>
        <translation>&amp;Prix des instances…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Enter what each instance type costs you an hour</source>
        <translation>Saisissez ce que vous coûte chaque type d&apos;instance par heure</translation>
    </message>
</context>
<context>
    <name>scaleplan::QuantityEdit</name>
    <message>
        <location filename="../widgets/common/QuantityEdit.cpp" line="+130"/>
        <source>%1 d</source>
        <comment>days</comment>
        <translation>%1 j</translation>
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
        <translation>aucun</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Cannot read &quot;%1&quot;: %2 The value stays %3.</source>
        <translation>Impossible de lire « %1 » : %2 La valeur reste %3.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>type an amount in US dollars, for example 2M, 750k or $2,000,000.</source>
        <translation>saisissez un montant en dollars US, par exemple 2M, 750k ou 2 000 000 $.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>type a duration, for example 60 d, 8 w or 1440 h (a number alone is hours).</source>
        <translation>saisissez une durée, par exemple 60 j, 8 semaines ou 1440 h (un nombre seul est en heures).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>type a number, for example 15T, 300B or 1.5e12.</source>
        <translation>saisissez un nombre, par exemple 15T, 300B ou 1.5e12.</translation>
    </message>
</context>
<context>
    <name>scaleplan::RiskPanel</name>
    <message>
        <location filename="../widgets/risk/RiskFeature.cpp" line="-5"/>
        <source>Risk</source>
        <translation>Risque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Risk</source>
        <translation>&amp;Risque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failures, spot reclaims and checkpoints: simulated finish times and costs</source>
        <translation>Pannes, reprises spot et checkpoints&#xa0;: durées d&apos;achèvement et coûts simulés</translation>
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
        <translation>Le scénario n&apos;est pas valide&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nothing to simulate: %1</source>
        <translation>Rien à simuler&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to simulate: the run has no work.</source>
        <translation>Rien à simuler&#xa0;: l&apos;exécution ne comporte aucun travail.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Hardware failures on every node (mean time between failures from the Llama 3 report: 419 interruptions in 54 days on 16,384 GPUs) and reclaims of spot nodes (AWS Spot Advisor band), each losing the work since the last checkpoint plus a restart. Percentiles of 10,000 simulated runs; the seed comes from the scenario, so the same scenario always gives the same figures. See docs/risk.md.</source>
        <translation>Pannes matérielles sur chaque nœud (temps moyen entre pannes tiré du rapport Llama 3&#xa0;: 419 interruptions en 54 jours sur 16&#xa0;384 GPU) et reprises des nœuds spot (tranche AWS Spot Advisor), chacune faisant perdre le travail effectué depuis le dernier checkpoint, plus un redémarrage. Centiles de 10&#xa0;000 exécutions simulées&#xa0;; la graine provient du scénario, si bien qu&apos;un même scénario donne toujours les mêmes valeurs. Voir docs/risk.md.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How long a reclaimed spot node takes to be replaced, on top of the restart (an assumption: 1 h by default). Continuing on fewer nodes does not wait but runs slower.</source>
        <translation>Délai de remplacement d&apos;un nœud spot repris, en plus du redémarrage (une hypothèse&#xa0;: 1 h par défaut). Continuer sur moins de nœuds évite l&apos;attente mais s&apos;exécute plus lentement.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spot replacement wait:</source>
        <translation>Attente de remplacement spot&#xa0;:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Wait for
replacement</source>
        <translation>Attendre le
remplacement</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Continue on
fewer nodes</source>
        <translation>Continuer sur
moins de nœuds</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean time</source>
        <translation>Durée moyenne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p90 time</source>
        <translation>Durée p90</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mean cost</source>
        <translation>Coût moyen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p90 cost</source>
        <translation>Coût p90</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When spot nodes are reclaimed: wait for replacements, or restart at once on the remaining nodes (throughput and price scale with the nodes left).</source>
        <translation>Lorsque des nœuds spot sont repris&#xa0;: attendre leur remplacement, ou redémarrer aussitôt sur les nœuds restants (le débit et le prix suivent le nombre de nœuds restants).</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Simulating %L1 runs…</source>
        <translation>Simulation de %L1 exécutions…</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Simulating…</source>
        <translation>Simulation…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%L1 simulated runs.</source>
        <translation>%L1 exécutions simulées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random seed %1, derived from the scenario: the same scenario always gives the same figures.</source>
        <translation>Graine aléatoire %1, dérivée du scénario : le même scénario donne toujours les mêmes chiffres.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checkpoint interval</source>
        <translation>Intervalle de checkpoint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Young / Daly optimum</source>
        <translation>Optimum de Young / Daly</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Simulated optimum</source>
        <translation>Optimum simulé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (mean %2; at Daly&apos;s: %3)</source>
        <translation>%1 (moyenne %2&#xa0;; avec celui de Daly&#xa0;: %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checkpoint write</source>
        <translation>Écriture d&apos;un checkpoint</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean time between interruptions</source>
        <translation>Temps moyen entre interruptions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interruptions expected</source>
        <translation>Interruptions prévues</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time p10 / p50 / p90</source>
        <translation>Durée p10 / p50 / p90</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost p10 / p50 / p90</source>
        <translation>Coût p10 / p50 / p90</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The percentiles above bring a reclaimed spot node back within the restart; the table adds the replacement wait (%1) to every reclaim and gives the mean and p90 of %L2 runs, so &quot;Wait for replacement&quot; takes longer than the p50 above.</source>
        <translation>Les centiles ci-dessus rendent un nœud spot repris pendant le redémarrage ; le tableau ajoute l&apos;attente de remplacement (%1) à chaque reprise et donne la moyenne et le p90 de %L2 exécutions : « Attendre le remplacement » dure donc plus que le p50 ci-dessus.</translation>
    </message>
</context>
<context>
    <name>scaleplan::ScaleGroup</name>
    <message>
        <location filename="../widgets/panels/ScaleGroup.cpp" line="+86"/>
        <source>Scale and risk</source>
        <translation>Échelle et risque</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Number of nodes (instances) in the cluster. It sets the GPU count and with it the data-parallel degree dp = GPUs / (tp × pp); the slider is logarithmic, the box takes any count. How step time, memory and cost follow is explained in docs/model.md, sections 4.3, 6 and 9.</source>
        <translation>Nombre de nœuds (instances) du cluster. Il fixe le nombre de GPU et donc le degré de parallélisme de données dp = GPU / (tp × pp)&#xa0;; le curseur est logarithmique, le champ accepte n&apos;importe quel nombre. docs/model.md, sections 4.3, 6 et 9, explique comment en découlent la durée d&apos;un pas, la mémoire et le coût.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change node count</source>
        <translation>la modification du nombre de nœuds</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>How the data-parallel gradient exchange is compressed: none, FP16 (half the bytes), INT8 and top-k (cannot be summed in flight, so they are all-gathered and the traffic grows with dp) or PowerSGD (low-rank factors). Encoding and decoding time is added to each step. The model and its sources are in docs/model.md, section 7.</source>
        <translation>Mode de compression de l&apos;échange de gradients du parallélisme de données&#xa0;: aucune, FP16 (moitié des octets), INT8 et top-k (non sommables en transit, donc collectés par all-gather, avec un trafic qui croît avec dp) ou PowerSGD (facteurs de rang faible). Le temps d&apos;encodage et de décodage s&apos;ajoute à chaque pas. Le modèle et ses sources figurent dans docs/model.md, section 7.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gradient compression</source>
        <translation>Compression des gradients</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Change gradient compression</source>
        <translation>la modification de la compression des gradients</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For PowerSGD and top-k: bytes sent / bytes of the uncompressed gradient (top-k&apos;s ratio includes its indices). 1 saves nothing; 0.01 sends a hundredth. docs/model.md, section 7.</source>
        <translation>Pour PowerSGD et top-k&#xa0;: octets envoyés / octets du gradient non compressé (pour top-k, indices compris). 1 n&apos;économise rien&#xa0;; 0.01 envoie un centième. docs/model.md, section 7.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compression ratio</source>
        <translation>Taux de compression</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change compression ratio</source>
        <translation>la modification du taux de compression</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Share of nodes on spot capacity: blends on-demand and spot prices and adds reclaims at the catalog&apos;s interruption rate for the instance (AWS Spot Advisor band, or the catalog default). docs/model.md, sections 9.2 and 9.5, gives the formulas and sources.</source>
        <translation>Part des nœuds en capacité spot&#xa0;: mélange les prix à la demande et spot, et ajoute des reprises au taux d&apos;interruption du catalogue pour l&apos;instance (tranche AWS Spot Advisor, ou valeur par défaut du catalogue). docs/model.md, sections 9.2 et 9.5, donne les formules et les sources.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spot share</source>
        <translation>Part spot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change spot share</source>
        <translation>la modification de la part spot</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>How the nodes not on spot are bought: at the on-demand list price, reserved for one or three years (AWS Savings Plans, Google committed use, Azure reservations), or as an AWS Capacity Block for ML. Each is priced by the instance&apos;s rate in the catalog, with its date (docs/prices.md).</source>
        <translation>Comment les nœuds hors spot sont achetés : au prix catalogue à la demande, réservés pour un ou trois ans (AWS Savings Plans, engagements d’utilisation Google, réservations Azure) ou en AWS Capacity Block for ML. Chacun est facturé au tarif de l’instance dans le catalogue, avec sa date (docs/prices.md).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Purchase</source>
        <translation>Achat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Change purchase</source>
        <translation>Changer le mode d’achat</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Time between checkpoints. At the far left the interval is automatic: Daly&apos;s optimum (after Young) from the checkpoint write time and the cluster&apos;s failure and reclaim rate. Shorter intervals lose less work per interruption but spend more time writing. docs/model.md, sections 9.2 and 9.3.</source>
        <translation>Temps entre deux checkpoints. Tout à gauche, l&apos;intervalle est automatique&#xa0;: l&apos;optimum de Daly (d&apos;après Young), calculé à partir du temps d&apos;écriture d&apos;un checkpoint et du taux de pannes et de reprises du cluster. Des intervalles plus courts perdent moins de travail par interruption mais passent plus de temps à écrire. docs/model.md, sections 9.2 et 9.3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checkpoint interval</source>
        <translation>Intervalle de checkpoint</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change checkpoint interval</source>
        <translation>la modification de l&apos;intervalle de checkpoint</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 of nodes on spot capacity</source>
        <translation>%1 des nœuds en capacité spot</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>1 node</source>
        <translation>1 nœud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 nodes</source>
        <translation>%1 nœuds</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 GPU</source>
        <translation>1 GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 GPUs</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>every %1</source>
        <translation>toutes les %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>automatic (Young/Daly optimum)</source>
        <translation>automatique (Young/Daly)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>automatic (Young/Daly optimum): every %1</source>
        <translation>automatique (Young/Daly)&#xa0;: toutes les %1</translation>
    </message>
</context>
<context>
    <name>scaleplan::ScenarioDocument</name>
    <message>
        <location filename="../widgets/document/ScenarioDocument.cpp" line="+116"/>
        <source>Change budget</source>
        <translation>Modifier le budget</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change deadline</source>
        <translation>Modifier l&apos;échéance</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not a valid scenario: %2</source>
        <translation>%1 n&apos;est pas un scénario valide&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 could not be saved: %2</source>
        <translation>Impossible d&apos;enregistrer %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>scaleplan::SensitivityChart</name>
    <message>
        <location filename="../widgets/charts/SensitivityChart.cpp" line="+58"/>
        <source>Change (%)</source>
        <translation>Variation (%)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, %2: %3 %4</source>
        <translation>%1, %2&#xa0;: %3 %4</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Input %1 lower</source>
        <translation>Entrée %1 plus basse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input %1 higher</source>
        <translation>Entrée %1 plus haute</translation>
    </message>
</context>
<context>
    <name>scaleplan::SensitivityPanel</name>
    <message>
        <location filename="../widgets/sensitivity/SensitivityPanel.cpp" line="+45"/>
        <source>Expected time</source>
        <translation>Durée prévue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The figure whose change the bars show</source>
        <translation>La grandeur dont les barres montrent la variation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show:</source>
        <translation>Afficher&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> %</source>
        <translation>&#xa0;%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How far each input is moved down and up</source>
        <translation>De combien chaque entrée est baissée et relevée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each input:</source>
        <translation>Chaque entrée&#xa0;:</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>No estimate: %1</source>
        <translation>Pas d&apos;estimation&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How far the estimate moves with each input %1 lower and higher, largest first: the numbers to check first, or to measure (Tools &gt; Calibrate). No uncertainty is claimed (Help &gt; Model and Sources, section 9.6).</source>
        <translation>De combien l&apos;estimation varie avec chaque entrée %1 plus basse et plus haute, la plus grande d&apos;abord&#xa0;: les chiffres à vérifier ou à mesurer en premier (Outils &gt; Calibrer à partir de mesures). Aucune incertitude n&apos;est affirmée (Aide &gt; Modèle et sources, section 9.6).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Change of the expected time</source>
        <translation>Variation de la durée prévue</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change of the cost</source>
        <translation>Variation du coût</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected time</source>
        <translation>durée prévue</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cost</source>
        <translation>coût</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Input %1 lower</source>
        <translation>Entrée %1 plus basse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input %1 higher</source>
        <translation>Entrée %1 plus haute</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Sensitivity</source>
        <translation>Sensibilité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sensitivity</source>
        <translation>&amp;Sensibilité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How far the expected time and cost move with each hardware rate, price and reliability input</source>
        <translation>De combien la durée prévue et le coût varient avec chaque débit matériel, prix et entrée de fiabilité</translation>
    </message>
</context>
<context>
    <name>scaleplan::ShortcutsDialog</name>
    <message>
        <location filename="../widgets/help/ShortcutsDialog.cpp" line="+58"/>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
</context>
<context>
    <name>scaleplan::SummaryCards</name>
    <message>
        <location filename="../widgets/panels/SummaryCards.cpp" line="+63"/>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Expected, with checkpoint writes, failures, spot reclaims and restarts: %1
Failure-free: %2
Median / 90th percentile: %3 / %4
Interruptions expected: %5; checkpoint every %6
Step time: %7 s over %8 steps</source>
        <translation>Prévu, avec écritures de checkpoints, pannes, reprises spot et redémarrages&#xa0;: %1
Sans panne&#xa0;: %2
Médiane / 90e centile&#xa0;: %3 / %4
Interruptions prévues&#xa0;: %5&#xa0;; checkpoint toutes les %6
Durée d&apos;un pas&#xa0;: %7 s sur %8 pas</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Prices: %1, %2 (Tools &gt; Instance Prices to update them).</source>
        <translation>Prix : %1, %2 (mise à jour dans Outils &gt; Prix des instances).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Compute: %1
Storage (checkpoints and data set): %2
Network (egress): %3
Median / 90th percentile: %4 / %5

%6</source>
        <translation>Calcul&#xa0;: %1
Stockage (checkpoints et jeu de données)&#xa0;: %2
Réseau (trafic sortant)&#xa0;: %3
Médiane / 90e centile&#xa0;: %4 / %5

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
        <translation>Pic par GPU (étage de pipeline le plus chargé)&#xa0;:
Poids %1
Gradients %2
États de l&apos;optimiseur %3
Activations %4
Autre (contexte CUDA, tampons, allocateur) %5
Total %6 sur les %7 que CUDA peut allouer

Les GB sont des 10^9 octets&#xa0;; la mémoire des GPU est vendue en GiB (2^30 octets) et le pilote en garde environ 1&#xa0;%. Autre comprend les 4&#xa0;% de la mémoire des tenseurs que l&apos;allocateur à cache de PyTorch retient sans pouvoir les attribuer. Les gradients principaux fp32 de l&apos;entraînement fp16 n&apos;existent que pendant le pas de l&apos;optimiseur et comptent là où ils dépassent les activations.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>a smaller micro-batch (Data and training)</source>
        <translation>un micro-batch plus petit (Données et entraînement)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>more tensor or pipeline parallelism (Parallel layout)</source>
        <translation>plus de parallélisme tensoriel ou de pipeline (Parallélisme)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a higher ZeRO stage (Parallel layout)</source>
        <translation>un niveau ZeRO plus élevé (Parallélisme)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>activation recomputation (Training details)</source>
        <translation>le recalcul des activations (Détails de l&apos;entraînement)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an instance type with more GPU memory (Cluster)</source>
        <translation>un type d&apos;instance avec plus de mémoire GPU (Cluster)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <location line="+275"/>
        <source> A run %1 slower than estimated misses the goal.</source>
        <translation> Un run %1 plus lent que l&apos;estimation manque l&apos;objectif.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&lt;b style=&quot;color: %1&quot;&gt;Does not fit:&lt;/b&gt; this layout needs %2 of GPU memory where %3 can be allocated. To fit, try %4.</source>
        <translation>&lt;b style=&quot;color: %1&quot;&gt;Ne tient pas :&lt;/b&gt; cette répartition demande %2 de mémoire GPU là où %3 peuvent être alloués. Pour qu&apos;elle tienne, essayez : %4.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&lt;b&gt;No verdict on the budget:&lt;/b&gt; %1 and %2, but the cost leaves out the nodes, which have no price here; set the price per node-hour of the cluster.</source>
        <translation>&lt;b&gt;Pas de verdict sur le budget :&lt;/b&gt; %1 et %2, mais le coût ne compte pas les nœuds, dont le prix n&apos;est pas connu ici ; indiquez le prix par nœud-heure du cluster.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The deadline: %1.</source>
        <translation>L&apos;échéance : %1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;b style=&quot;color: %1&quot;&gt;Misses the goal:&lt;/b&gt; %2 and %3, %4. Change the nodes, the instance type or the layout, or let the Planner (Ctrl+Shift+P) find the nearest plans.</source>
        <translation>&lt;b style=&quot;color: %1&quot;&gt;Manque l&apos;objectif :&lt;/b&gt; %2 et %3, %4. Changez les nœuds, le type d&apos;instance ou la répartition, ou laissez le planificateur (Ctrl+Maj+P) trouver les plans les plus proches.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b style=&quot;color: %1&quot;&gt;Misses the goal:&lt;/b&gt; %2 and %3, %4.</source>
        <translation>&lt;b style=&quot;color: %1&quot;&gt;Manque l&apos;objectif :&lt;/b&gt; %2 et %3, %4.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Training time (expected)</source>
        <translation>Durée d&apos;entraînement (prévue)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost (expected)</source>
        <translation>Coût (prévu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-hours</source>
        <translation>Heures GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MFU (model FLOPs utilisation)</source>
        <translation>MFU (utilisation des FLOPs du modèle)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 GPUs × %2 expected</source>
        <translation>%1 GPU × %2 prévues</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1; energy %2 kWh</source>
        <translation>%1 ; énergie %2 kWh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; energy unknown: the catalog gives this GPU no power draw</source>
        <translation>%1 ; énergie inconnue : le catalogue ne donne pas la consommation de ce GPU</translation>
    </message>
    <message>
        <location line="-316"/>
        <location line="+336"/>
        <source>Memory per GPU</source>
        <translation>Mémoire par GPU</translation>
    </message>
    <message>
        <location line="-195"/>
        <source> No published run like this one was measured: read the figures as up to +%1.</source>
        <translation> Aucun run publié comparable n&apos;a été mesuré : lisez les chiffres comme pouvant aller jusqu&apos;à +%1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> No published run like this one was measured: read the figures as ±%1.</source>
        <translation> Aucun run publié comparable n&apos;a été mesuré : lisez les chiffres à ±%1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> It still fits if the run is up to %1 slower than estimated; estimates like it were off by up to %2 on published runs.</source>
        <translation> Cela tient encore si le run est jusqu&apos;à %1 plus lent qu&apos;estimé ; des estimations comparables se sont écartées de jusqu&apos;à %2 sur des runs publiés.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> But estimates like it were off by up to %1 on published runs, and a run %2 slower than estimated misses the goal.</source>
        <translation> Mais des estimations comparables se sont écartées de jusqu&apos;à %1 sur des runs publiés, et un run %2 plus lent qu&apos;estimé manque l&apos;objectif.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;No answer yet:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Pas encore de réponse :&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b style=&quot;color: %1&quot;&gt;Does not fit:&lt;/b&gt; this layout needs %2 of GPU memory where %3 can be allocated, so it cannot run as planned.</source>
        <translation>&lt;b style=&quot;color: %1&quot;&gt;Ne tient pas :&lt;/b&gt; cette répartition demande %2 de mémoire GPU là où %3 peuvent être alloués ; elle ne peut donc pas tourner comme prévu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Estimate:&lt;/b&gt; %1 and %2. Set a budget or a deadline under Goal for a verdict.</source>
        <translation>&lt;b&gt;Estimation :&lt;/b&gt; %1 et %2. Fixez un budget ou une échéance sous Objectif pour un verdict.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Estimate:&lt;/b&gt; %1 and %2. No budget or deadline was set, so there is no verdict against a goal.</source>
        <translation>&lt;b&gt;Estimation :&lt;/b&gt; %1 et %2. Aucun budget ni échéance n&apos;a été fixé : pas de verdict par rapport à un objectif.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 under budget</source>
        <translation>%1 sous le budget</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 over budget</source>
        <translation>%1 au-dessus du budget</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 before the deadline</source>
        <translation>%1 avant l&apos;échéance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 past the deadline</source>
        <translation>%1 après l&apos;échéance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;b style=&quot;color: %1&quot;&gt;Fits, narrowly:&lt;/b&gt; %2 and %3, %4.</source>
        <translation>&lt;b style=&quot;color: %1&quot;&gt;Tient de justesse :&lt;/b&gt; %2 et %3, %4.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b style=&quot;color: %1&quot;&gt;Fits:&lt;/b&gt; %2 and %3, %4.</source>
        <translation>&lt;b style=&quot;color: %1&quot;&gt;Tient :&lt;/b&gt; %2 et %3, %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> But %1.</source>
        <translation> Mais %1.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>How accurate: %1 (Help &gt; Accuracy Against Published Runs)</source>
        <translation>Précision : %1 (Aide &gt; Précision face aux exécutions publiées)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No estimate: %1</source>
        <translation>Aucune estimation&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source> (does not fit in memory)</source>
        <translation> (ne tient pas en mémoire)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 to %2 (±%3)</source>
        <translation>%1 à %2 (±%3)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to %2 (+%3)</source>
        <translation>%1 à %2 (+%3)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Model FLOPs (without recomputation) per GPU per second over the GPU&apos;s dense peak for the training precision: %1 TFLOP/s per GPU, %2 tokens/s per GPU. Attention scores count in full, as Megatron-LM and PaLM count them, although causal kernels compute half: at long sequences MFU can exceed the share of the peak the GPU really does.</source>
        <translation>FLOPs du modèle (hors recalcul) par GPU et par seconde, rapportés au débit crête dense du GPU pour la précision d&apos;entraînement&#xa0;: %1 TFLOP/s par GPU, %2 tokens/s par GPU. Les scores d&apos;attention comptent en entier, comme les comptent Megatron-LM et PaLM, bien que les noyaux causaux n&apos;en calculent que la moitié&#xa0;: pour de longues séquences, la MFU peut dépasser la part de la crête réellement utilisée.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Memory per GPU (activations not modelled)</source>
        <translation>Mémoire par GPU (activations non modélisées)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 / %2 GB</source>
        <translation>%1 / %2 GB</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>does not fit</source>
        <translation>ne tient pas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model is given by its totals without its activation memory per sample, so this total leaves the activations out: weights, gradients and optimizer states only. Give the model&apos;s activation memory per sample in the scenario file (model.activation_gb_per_sample) to check that it fits.</source>
        <translation>Le modèle est donné par ses totaux sans sa mémoire d&apos;activations par échantillon : ce total omet donc les activations (poids, gradients et états de l&apos;optimiseur seulement). Indiquez la mémoire d&apos;activations par échantillon dans le fichier de scénario (model.activation_gb_per_sample) pour vérifier qu&apos;il tient.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;b&gt;Cannot estimate&lt;/b&gt; — %1</source>
        <translation>&lt;b&gt;Estimation impossible&lt;/b&gt; — %1</translation>
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
        <translation>Indicateur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Driver or datasheet</source>
        <translation>Pilote ou fiche technique</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured</source>
        <translation>Mesuré</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not measured yet: press Run benchmarks.</source>
        <translation>Pas encore mesuré&#xa0;: cliquez sur «&#xa0;Lancer les benchmarks&#xa0;».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 name</source>
        <translation>Nom du %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>UUID %1; catalog match: %2</source>
        <translation>UUID %1&#xa0;; correspondance dans le catalogue&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none (figures derived from the driver)</source>
        <translation>aucune (valeurs déduites du pilote)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compute capability</source>
        <translation>Capacité de calcul</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cuDeviceGetAttribute</source>
        <translation>cuDeviceGetAttribute</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Multiprocessors</source>
        <translation>Multiprocesseurs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cuDeviceGetAttribute(MULTIPROCESSOR_COUNT)</source>
        <translation>cuDeviceGetAttribute(MULTIPROCESSOR_COUNT)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Highest SM clock</source>
        <translation>Fréquence SM maximale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MHz</source>
        <translation>MHz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NVML maximum SM clock</source>
        <translation>Fréquence SM maximale selon NVML</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory (free)</source>
        <translation>Mémoire (libre)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 GiB (%2 GiB free)</source>
        <translation>%1 GiB (%2 GiB libres)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cuDeviceTotalMem and NVML memory information</source>
        <translation>cuDeviceTotalMem et informations mémoire de NVML</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory bandwidth</source>
        <translation>Bande passante mémoire</translation>
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
        <translation>Fiche technique de %1&#xa0;; la fréquence et la largeur de bus indiquées par le pilote donnent %2 GB/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory clock x 2 x %1-bit bus / 8</source>
        <translation>Fréquence mémoire x 2 x bus de %1 bits / 8</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Device-to-device copy, bytes read plus written, median of timed runs</source>
        <translation>Copie d&apos;appareil à appareil, octets lus plus écrits, médiane des exécutions chronométrées</translation>
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
        <translation>Fiche technique de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Multiprocessors x FP32 lanes x 2 x highest clock</source>
        <translation>Multiprocesseurs x voies FP32 x 2 x fréquence maximale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FMA loop (PTX kernel), median of timed runs</source>
        <translation>Boucle FMA (noyau PTX), médiane des exécutions chronométrées</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bf16 matrix multiply</source>
        <translation>Multiplication matricielle bf16</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+10"/>
        <source>Dense peak, datasheet of %1</source>
        <translation>Crête dense, fiche technique de %1</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <source>No catalog GPU matches this one</source>
        <translation>Aucun GPU du catalogue ne correspond à celui-ci</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+10"/>
        <source>cuBLAS GEMM, mean over 2 s at the power limit</source>
        <translation>GEMM cuBLAS, moyenne sur 2 s à la limite de puissance</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>fp16 matrix multiply</source>
        <translation>Multiplication matricielle fp16</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>To the next GPU</source>
        <translation>Vers le GPU voisin</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One direction, datasheet of %1</source>
        <translation>Un sens, fiche technique de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peer copy, one direction, median of timed runs</source>
        <translation>Copie pair à pair, un sens, médiane des exécutions chronométrées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured only with two or more GPUs</source>
        <translation>Mesuré seulement avec deux GPU ou plus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Power limit</source>
        <translation>Limite de puissance</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NVML power management limit</source>
        <translation>Limite de gestion de l&apos;alimentation selon NVML</translation>
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
        <translation>Génération et largeur de liaison maximales selon NVML</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NVLink links</source>
        <translation>Liens NVLink</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVML links in the active state</source>
        <translation>Liens actifs selon NVML</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Driver, CUDA</source>
        <translation>Pilote, CUDA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, CUDA %2</source>
        <translation>%1, CUDA %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MIG is on: the figures are those of a slice</source>
        <translation>MIG est activé&#xa0;: les valeurs sont celles d&apos;une tranche</translation>
    </message>
</context>
<context>
    <name>scaleplan::ThisMachinePanel</name>
    <message>
        <location filename="../widgets/probe/ThisMachinePanel.cpp" line="+37"/>
        <source>&amp;Probe Again</source>
        <translation>&amp;Interroger à nouveau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run &amp;Benchmarks</source>
        <translation>Lancer les &amp;benchmarks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Use in Scenario</source>
        <translation>&amp;Utiliser dans le scénario</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Ask the NVIDIA driver again which GPUs this machine has.</source>
        <translation>Redemander au pilote NVIDIA quels GPU possède cette machine.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measure memory bandwidth, FP32 and 16-bit matrix-multiply throughput and GPU-to-GPU copies (about 6 seconds per GPU).</source>
        <translation>Mesurer la bande passante mémoire, le débit FP32 et de multiplication matricielle 16 bits ainsi que les copies de GPU à GPU (environ 6 secondes par GPU).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add &quot;This machine&quot; to the catalog, with the measured figures beside the datasheet ones, and make it the scenario&apos;s cluster. The entry is also saved to your catalog file (%1), so scenarios that use it open in later sessions.</source>
        <translation>Ajouter «&#xa0;Cette machine&#xa0;» au catalogue, avec les valeurs mesurées à côté de celles de la fiche technique, et en faire le cluster du scénario. L&apos;entrée est aussi enregistrée dans votre fichier catalogue (%1), pour que les scénarios qui l&apos;utilisent s&apos;ouvrent lors des sessions suivantes.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Press Probe Again to read this machine&apos;s GPUs.</source>
        <translation>Cliquez sur «&#xa0;Interroger à nouveau&#xa0;» pour lire les GPU de cette machine.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No GPU found: %1.</source>
        <translation>Aucun GPU trouvé&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note: %1.</source>
        <translation>Remarque&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Benchmarks: %1.</source>
        <translation>Benchmarks&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU %1: %2.</source>
        <translation>GPU %1&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Starting the benchmarks…</source>
        <translation>Démarrage des benchmarks…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Benchmarking This Machine</source>
        <translation>Benchmarks de cette machine</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Stopping after the current run…</source>
        <translation>Arrêt après l&apos;exécution en cours…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Measuring %1 (%2 of %3)</source>
        <translation>Mesure de %1 (%2 sur %3)</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+39"/>
        <source>This Machine</source>
        <translation>Cette machine</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>This machine cannot be added: %1.</source>
        <translation>Impossible d&apos;ajouter cette machine&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Use this machine</source>
        <translation>l&apos;utilisation de cette machine</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Saved to your catalog %1: &quot;This machine&quot; stays available in later sessions.</source>
        <translation>Enregistré dans votre catalogue %1&#xa0;: «&#xa0;Cette machine&#xa0;» reste disponible lors des sessions suivantes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Used in this session only, not saved: %1</source>
        <translation>Utilisé pour cette session uniquement, non enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;This Machine</source>
        <translation>&amp;Cette machine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The local GPUs, their benchmarks and the &quot;This machine&quot; catalog entry</source>
        <translation>Les GPU locaux, leurs benchmarks et l&apos;entrée «&#xa0;Cette machine&#xa0;» du catalogue</translation>
    </message>
</context>
<context>
    <name>scaleplan::UserCatalogWatcher</name>
    <message>
        <location filename="../widgets/document/UserCatalogWatcher.cpp" line="+80"/>
        <source>Your catalog %1 changed but cannot be used: %2. The prices and hardware in use stay as they were; correct the file and save it again.</source>
        <translation>Votre catalogue %1 a changé mais ne peut pas être utilisé&#xa0;: %2. Les prix et le matériel en usage restent inchangés&#xa0;; corrigez le fichier et enregistrez-le à nouveau.</translation>
    </message>
</context>
</TS>
