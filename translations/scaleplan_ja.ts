<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AccuracyTexts</name>
    <message>
        <location filename="../widgets/accuracy/AccuracyTexts.cpp" line="+28"/>
        <source>%1 s a step</source>
        <translation>1 ステップ %1 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tokens/s per GPU</source>
        <translation>GPU あたり %1 トークン/秒</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Checked against %1 published training runs bundled with the program. Each was also estimated with the model&apos;s chosen constants refit on the other sources&apos; runs alone (held out): those estimates are %2 off on average and %3 at most, the error to expect for a run like them. With the constants as shipped, chosen with these runs in view, they are %4 and %5 off (Help &gt; Model and Sources, section 11.1).</source>
        <translation>プログラムに同梱の公開済み学習実行 %1 件で検証済み。各実行は、モデルが選んだ定数をほかのソースの実行だけで再適合して (ホールドアウト) も推定しました: その推定の誤差は平均 %2、最大 %3 で、同様の実行で見込むべき誤差です。これらの実行を見ながら選んだ出荷時の定数では %4 と %5 です (ヘルプ &gt; モデルと出典 第 11.1 節)。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Checked against %1 published training runs bundled with the program: the estimated step times (throughputs, where a run reports those) are %2 off on average and %3 at most (Help &gt; Model and Sources, section 11).</source>
        <translation>プログラムに同梱の公開済み学習実行 %1 件で検証済み: 推定ステップ時間 (実行がスループットを報告している場合はスループット) の誤差は平均 %2、最大 %3 です (ヘルプ &gt; モデルと出典 第 11 節)。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Megatron-style across nodes</source>
        <translation>複数ノードの Megatron 方式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ZeRO-3 or FSDP across nodes</source>
        <translation>複数ノードの ZeRO-3 または FSDP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mixture of experts</source>
        <translation>Mixture of Experts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one node</source>
        <translation>単一ノード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>networks other than transformers</source>
        <translation>Transformer 以外のネットワーク</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: no bundled run</source>
        <translation>%1: 同梱の実行なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 on average, four in five within %3 (%4 runs)</source>
        <translation>%1: 平均 %2、5 件中 4 件が %3 以内 (%4 件)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Held out, by kind of run: %1.</source>
        <translation>ホールドアウト、実行の種類別: %1。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The band each estimate carries, made for each of these runs from the other sources&apos; runs alone, covered the error of %1 of the %2 (%3); the median band was %4.</source>
        <translation>各推定が持つ誤差幅を、これらの実行それぞれについて他のソースの実行だけから求めると、%2 件中 %1 件 (%3) の誤差を含みました。誤差幅の中央値は %4 でした。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Four in five of the %1 published runs like this one (%2, the same GPU generation, scale and model size) were estimated within %3, each with the model&apos;s chosen constants refit without its source.</source>
        <translation>これと同様の公開済み実行 %1 件 (%2、同じ GPU 世代、規模、モデルサイズ) のうち 5 件中 4 件は %3 以内で推定されました。各実行は、モデルが選んだ定数をその実行のソース抜きで再適合して推定しています。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Four in five of the %1 published runs of this kind (%2) and size on this GPU generation, at other scales, were estimated within %3, each with the model&apos;s chosen constants refit without its source.</source>
        <translation>この GPU 世代でのこの種類 (%2) とモデルサイズの公開済み実行 %1 件 (規模は異なる) のうち 5 件中 4 件は %3 以内で推定されました。各実行は、モデルが選んだ定数をその実行のソース抜きで再適合して推定しています。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No published run of this kind (%1) and size on this GPU generation was checked, and held-out runs laid out like this one took up to %2 longer than estimated. Read the figures as the fast end.</source>
        <translation>この種類（%1）とモデル規模の公開済み実行は、この GPU 世代では検証されていません。また、これと同じ構成の除外検証済みの実行は、推定より最大 %2 長くかかりました。数値は速い側の端と読んでください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No published run of this kind (%1) and size on this GPU generation was checked: expect errors of %2 or more, the largest held-out error.</source>
        <translation>この GPU 世代でこの種類 (%1) とモデルサイズの公開済み実行は検証されていません: 誤差は %2 以上 (ホールドアウト誤差の最大値) と見込んでください。</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Published runs laid out like this one (%1 of them, held out) took longer than estimated; four in five were within %2 of the estimate. Read the figures as the fast end.</source>
        <translation>このような配置の公開済み実行 (%1 件、ホールドアウト) は推定より長くかかりました。5 件中 4 件は推定の %2 以内でした。数値は速い側の端として読んでください。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>None of the bundled runs used a GPU of this scenario&apos;s generation (%1), so they speak for the model&apos;s physics, not for its rates on this GPU; Help &gt; Model and Sources, section 11, lists the H100 and B200 runs it was also checked against.</source>
        <translation>同梱の実行はいずれもこのシナリオの世代の GPU (%1) を使っていないため、モデルの物理は裏付けますが、この GPU での速度は裏付けません。ヘルプ &gt; モデルと出典 の第 11 節に、追加で検証した H100 と B200 の実行を記載しています。</translation>
    </message>
</context>
<context>
    <name>CatalogText</name>
    <message>
        <location filename="../widgets/common/Texts.cpp" line="+1300"/>
        <source>AWS price list</source>
        <translation>AWS 価格表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vantage</source>
        <translation>Vantage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vantage (AWS list and spot prices)</source>
        <translation>Vantage（AWS の定価とスポット価格）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Azure retail prices</source>
        <translation>Azure 小売価格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CoreWeave pricing page</source>
        <translation>CoreWeave 料金ページ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Google Cloud billing catalog</source>
        <translation>Google Cloud 請求カタログ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nebius prices page</source>
        <translation>Nebius 料金ページ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SkyPilot catalog, undated (May 2025 at the latest)</source>
        <translation>SkyPilot カタログ、日付なし（遅くとも 2025 年 5 月）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each instance price carries its date and source (Tools &gt; Instance Prices). On-demand prices are providers&apos; list prices; spot prices are one snapshot and move daily. Update prices from your own quotes or a SkyPilot catalog file (catalog import).</source>
        <translation>各インスタンス価格には日付と出典があります（ツール &gt; インスタンス価格）。オンデマンド価格は各社の定価、スポット価格はある時点のもので日々変動します。価格はご自身の見積もりか SkyPilot のカタログファイル（catalog import）で更新してください。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1; spot: %2</source>
        <translation>%1、スポット：%2</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <location filename="../widgets/charts/ChartExport.cpp" line="+25"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Made with Scaleplan</source>
        <translation>Scaleplan で作成</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot encode the chart as PNG</source>
        <translation>グラフを PNG としてエンコードできません</translation>
    </message>
</context>
<context>
    <name>ChartUpdater</name>
    <message>
        <location filename="../widgets/compare/ComparisonModel.cpp" line="+357"/>
        <location filename="../widgets/document/ChartUpdater.cpp" line="+29"/>
        <source>%1 (compared)</source>
        <translation>%1（比較）</translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <location filename="../widgets/common/Texts.cpp" line="-1098"/>
        <source>the cluster&apos;s GPUs</source>
        <translation>クラスタの GPU 数</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>activations</source>
        <translation>アクティベーション</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>model states</source>
        <translation>モデル状態</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>a number</source>
        <translation>数値</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a string</source>
        <translation>文字列</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>true or false</source>
        <translation>true または false</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an array</source>
        <translation>配列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>1 (generic models train data-parallel only)</source>
        <translation>1（汎用モデルはデータ並列でのみ学習）</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>the file must hold one JSON object ({ … })</source>
        <translation>ファイルには JSON オブジェクトを 1 つだけ含める必要があります（{ … }）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown key &quot;%1&quot;; write &quot;%2&quot; if that is what was meant</source>
        <translation>不明なキー「%1」です。「%2」のつもりであれば、そう書いてください</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>must be %1, not %2</source>
        <translation>%2ではなく%1である必要があります</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>must be a finite number</source>
        <translation>有限の数値である必要があります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 must be a whole number</source>
        <translation>%1 は整数である必要があります</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is out of range; use a value from %2 to %3</source>
        <translation>%1 は範囲外です。%2～%3 の値を使用してください</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 must be greater than zero</source>
        <translation>%1 は 0 より大きい必要があります</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; is not one of %2</source>
        <translation>「%1」は %2 のいずれでもありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>is required</source>
        <translation>必須です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>is &quot;%1&quot;; this file must have &quot;format&quot;: &quot;%2&quot;</source>
        <translation>「%1」になっています。このファイルには &quot;format&quot;: &quot;%2&quot; が必要です</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>version %1 is not supported; this program reads version %2</source>
        <translation>バージョン %1 はサポートされていません。このプログラムが読み込めるのはバージョン %2 です</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown preset &quot;%1&quot;; choose one of the presets in the Model list</source>
        <translation>不明なプリセット「%1」です。「モデル」の一覧からプリセットを選択してください</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unknown GPU &quot;%1&quot;; choose one of the GPUs in the Cluster list</source>
        <translation>不明な GPU「%1」です。「クラスタ」の一覧から GPU を選択してください</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown instance &quot;%1&quot; (nearest in the catalog: %2); choose one of the instances in the Cluster list</source>
        <translation>不明なインスタンス「%1」です（カタログ内で最も近いもの: %2）。「クラスタ」の一覧からインスタンスを選択してください</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown instance &quot;%1&quot;; choose one of the instances in the Cluster list</source>
        <translation>不明なインスタンス「%1」です。「クラスタ」の一覧からインスタンスを選択してください</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the catalog has no prices of %2 in region %1; choose one of %3, or enter the price you pay per node-hour</source>
        <translation>カタログにはリージョン %1 の %2 の価格がありません。%3 のいずれかを選ぶか、ノード時間あたりの支払額を入力してください</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no price for %2 in the catalog; choose %3, or enter the price you pay per node-hour</source>
        <translation>%1 にはカタログに %2 の価格がありません。%3 を選ぶか、ノード時間あたりの支払額を入力してください</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>architecture &quot;%1&quot; is not supported; supported: %2</source>
        <translation>アーキテクチャ「%1」はサポートされていません。サポート対象：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>mixes full and sliding-window layers in a pattern Scaleplan does not model; it models every layer windowed, or one full-attention layer after every N - 1 windowed ones (Gemma 2: N = 2, Gemma 3: N = 6)</source>
        <translation>全層アテンションとスライディングウィンドウ層の組み合わせが Scaleplan のモデル化しないパターンです。全層をウィンドウ付きにするか、N - 1 層のウィンドウ層ごとに全層アテンション層を 1 層置く形のみ扱います（Gemma 2: N = 2、Gemma 3: N = 6）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>only the language model was imported; the vision encoder is not part of the estimate</source>
        <translation>言語モデルのみをインポートしました。ビジョンエンコーダーは見積もりに含まれません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rotary embeddings turn %1 % of each head; the estimate prices the rotary pass over all of it</source>
        <translation>回転埋め込みは各ヘッドの %1 % を回転させます。見積もりは回転処理をヘッド全体で計算します</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>is the longest context the model takes (%1 tokens), usually reached by long-context training after pre-training at a few thousand (DeepSeek-V3: 4,096; Llama 3.1: 8,192); set the sequence length your run trains at</source>
        <translation>モデルが扱える最長のコンテキスト（%1 トークン）で、通常は数千トークンでの事前学習の後の長コンテキスト学習で到達するものです（DeepSeek-V3：4,096、Llama 3.1：8,192）。実際に学習するシーケンス長を設定してください</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the %1 multi-token prediction module(s) trained beside the model (a transformer block each) are left out of the estimate</source>
        <translation>モデルと並んで学習される %1 個のマルチトークン予測モジュール（各 1 つの Transformer ブロック）は見積もりに含まれません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 does not divide %2 (%3); use one of %4</source>
        <translation>%1 は%2（%3）を割り切れません。%4 のいずれかを使ってください</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 does not divide %2 (%3)</source>
        <translation>%1 は%2（%3）を割り切れません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 needs more GPUs than the cluster has (%2); lower it or add nodes</source>
        <translation>%1 にはクラスタの GPU 数（%2）より多くの GPU が必要です。値を下げるかノードを追加してください</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>dp = %1 does not match GPUs / (tp × pp × cp) = %3 / (%4 × %5 × %6) = %2; changing tp, pp, cp or the nodes here derives dp again</source>
        <translation>dp = %1 は GPU / (tp × pp × cp) = %3 / (%4 × %5 × %6) = %2 と一致しません。ここで tp、pp、cp またはノード数を変えると dp が再計算されます</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>context parallelism passes keys and values between the blocks of a fused attention kernel; turn on fused attention or set context parallelism to 1</source>
        <translation>コンテキスト並列は融合アテンションカーネルのブロック間でキーとバリューを受け渡します。融合アテンションを有効にするか、コンテキスト並列を 1 にしてください</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expert parallelism spreads the experts of a mixture-of-experts model and this model has one MLP a layer; give the model more than one expert or set expert parallelism to 1</source>
        <translation>エキスパート並列は Mixture-of-Experts モデルのエキスパートを分散しますが、このモデルは層ごとに MLP が 1 つです。モデルのエキスパートを 2 つ以上にするか、エキスパート並列を 1 にしてください</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Megatron-Core runs expert parallelism with tensor parallelism only under sequence parallelism; turn on sequence parallelism, or set tp or expert parallelism to 1</source>
        <translation>Megatron-Core はテンソル並列と併用するエキスパート並列をシーケンス並列の下でのみ実行します。シーケンス並列を有効にするか、tp またはエキスパート並列を 1 にしてください</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not a multiple of dp × micro-batch = %2 × %3; change the global batch, the micro-batch or the number of GPUs</source>
        <translation>%1 は dp × マイクロバッチ = %2 × %3 の倍数ではありません。グローバルバッチ、マイクロバッチ、GPU 数のいずれかを変更してください</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>pp × virtual stages = %1 exceeds the model&apos;s %2 layers</source>
        <translation>pp × 仮想ステージ数 = %1 がモデルの %2 層を超えています</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>counts the layers full recomputation rebuilds, but the recomputation is &quot;%1&quot;; choose full recomputation or leave the layer count empty</source>
        <translation>完全再計算で再構築する層の数ですが、再計算は「%1」です。完全再計算を選ぶか、層数を空欄にしてください</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>name what selective recomputation rebuilds, but the recomputation is &quot;%1&quot;; choose selective recomputation or clear the recomputed parts</source>
        <translation>選択的再計算で再構築する部分を指定していますが、再計算は「%1」です。選択的再計算を選ぶか、再計算する部分を空にしてください</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>recomputes every other matrix product of a dense layer with ordinary attention (torchtitan&apos;s op-level policy), which &quot;%1&quot; rules out; change it or recompute by part</source>
        <translation>通常のアテンションを持つ密な層の行列積を 1 つおきに再計算します (torchtitan の演算子単位のポリシー)。「%1」はこれと両立しません。変更するか、部分ごとに再計算してください</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 layers are more than a pipeline chunk holds (%2: the layers over pipeline stages × virtual stages); use 1 to %2, or leave it empty to recompute every layer</source>
        <translation>%1 層はパイプラインのチャンクが持つ層数（%2：層数 ÷（パイプライン段数 × 仮想段数））より多いです。1〜%2 を指定するか、空欄にしてすべての層を再計算してください</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>counts tokens, but a generic model trains on samples; give the samples (or the steps) instead</source>
        <translation>トークン数が指定されていますが、汎用モデルはサンプル単位で学習します。代わりにサンプル数（またはステップ数）を指定してください</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>choose either a catalog instance or a described cluster (GPU, GPUs per node and network), not both</source>
        <translation>カタログのインスタンスとカスタムクラスタ（GPU、ノードあたりの GPU 数、ネットワーク）のどちらか一方を選択してください</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>needs %1 GB per GPU but CUDA can allocate %2 GB on the GPU; %3 dominate: change this field to fit</source>
        <translation>GPU あたり %1 GB が必要ですが、CUDA が GPU 上で確保できるのは %2 GB だけです。大部分は%3です。収まるようにこのフィールドを変更してください</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>needs %1 of the %2 GB CUDA can allocate (%3) while ZeRO-3 (FSDP) gathers and frees parameters every layer: this full, PyTorch&apos;s caching allocator flushes its cache and retries allocations, which stalls the GPU, and published FSDP runs ran 5-16% slower than estimated; change this field to leave memory free</source>
        <translation>CUDA が確保できる %2 GB のうち %1 GB (%3) を必要とし、ZeRO-3 (FSDP) は層ごとにパラメータを集めて解放します。ここまで埋まると PyTorch のキャッシュアロケータはキャッシュを解放して確保を再試行し、GPU が停止します。公開された FSDP の実行は見積もりより 5-16% 遅くなりました。メモリに余裕を残すようこのフィールドを変更してください</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no price is known for this cluster, so the cost counts storage and transfer only, not the nodes; set a price per node-hour</source>
        <translation>このクラスタの価格が不明なため、コストにはストレージと転送のみが含まれ、ノードの費用は含まれません。ノード時間あたりの価格を設定してください</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no spot price is known for this instance, so its spot nodes are priced on demand while their reclaims still cost time; enter a spot price or choose an instance with one</source>
        <translation>このインスタンスのスポット価格は不明なため、スポットノードはオンデマンド価格で計算されますが、回収による時間のロスは残ります。スポット価格を入力するか、スポット価格のあるインスタンスを選んでください</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a 1-year reservation is billed for its whole term: %1 nodes for a year commit %2; the cost counts this run&apos;s share, %3, which holds only where the rest of the term carries other work</source>
        <translation>1 年リザーブは期間全体に課金されます: %1 ノードを 1 年間で %2 の契約になります。コストはこの実行の分 %3 のみを数えており、期間の残りで別の作業を行う場合にのみ成り立ちます</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a 3-year reservation is billed for its whole term: %1 nodes for three years commit %2; the cost counts this run&apos;s share, %3, which holds only where the rest of the term carries other work</source>
        <translation>3 年リザーブは期間全体に課金されます: %1 ノードを 3 年間で %2 の契約になります。コストはこの実行の分 %3 のみを数えており、期間の残りで別の作業を行う場合にのみ成り立ちます</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>held-out measurements of layouts like this one (tensor parallelism 2-4 with data parallelism of 16 or more; vTrain, %1 layouts of GPT 3.6B-39B on A100s) took a median %2% and up to %3% longer than estimated: read the time as optimistic</source>
        <translation>このようなレイアウト（テンソル並列 2〜4、データ並列 16 以上）の検証用測定（vTrain、A100 上の GPT 3.6B〜39B の %1 レイアウト）では、見積もりより中央値で %2%、最大 %3% 長くかかりました。時間は楽観的な値として読んでください</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>published mixture-of-experts runs (Megatron-Bridge, %1 runs of GPT-OSS 120B, Qwen3 and DeepSeek-V3 on H100 and B200) took %2 to %3 times the estimated time, more the smaller the experts (host-side routing work is not modelled): read the time as optimistic</source>
        <translation>公開された Mixture-of-Experts の実行（Megatron-Bridge、H100 と B200 上の GPT-OSS 120B、Qwen3、DeepSeek-V3 の %1 件）は見積もり時間の %2〜%3 倍かかり、エキスパートが小さいほど差が大きくなりました（ホスト側のルーティング処理はモデル化されていません）。時間は楽観的な値として読んでください</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>sequence parallelism has no effect with tp = 1</source>
        <translation>tp = 1 ではシーケンス並列の効果はありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>has no effect: Megatron-Core overlaps pipeline sends only in its interleaved schedule (more than one pipeline stage and virtual stage, Megatron-LM&apos;s pipeline engine)</source>
        <translation>効果なし：Megatron-Core がパイプライン送信を重ねるのはインターリーブ方式のスケジュールだけです（パイプライン段と仮想段がそれぞれ 2 以上、Megatron-LM のパイプラインエンジン）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>has no effect: it pairs one micro-batch&apos;s expert-parallel all-to-alls with another&apos;s compute, so it needs expert parallelism above 1 and at least two micro-batches a step</source>
        <translation>効果がありません：あるマイクロバッチのエキスパート並列 all-to-all を別のマイクロバッチの計算と組み合わせるため、エキスパート並列度が 1 より大きく、1 ステップに 2 つ以上のマイクロバッチが必要です</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>has no effect: only a plain data-parallel all-reduce (ZeRO 0) keeps PyTorch DDP&apos;s bucket copies; ZeRO shards the gradients itself</source>
        <translation>効果なし: PyTorch DDP のバケットのコピーを持つのは単純なデータ並列 all-reduce (ZeRO 0) だけです。ZeRO は勾配を自分で分割します</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>has no effect: the model has no routed experts whose buffers a capacity pads; set more than one expert or remove the capacity factor</source>
        <translation>効果なし: このモデルにはキャパシティでバッファを埋めるルーティング先エキスパートがありません。エキスパートを 2 つ以上にするか、キャパシティ係数を削除してください</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; has no effect: the model has no such part (mla_up_proj needs latent attention, mlp dense layers, moe and moe_act experts, shared_experts shared experts); remove it from the recomputed parts</source>
        <translation>「%1」は効果がありません：モデルにその部分がありません（mla_up_proj には潜在アテンション、mlp には密な層、moe と moe_act にはエキスパート、shared_experts には共有エキスパートが必要）。再計算する部分から外してください</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>has no effect: it dispatches routed tokens between expert-parallel ranks, so it needs more than one expert and expert parallelism above 1</source>
        <translation>効果がありません：ルーティングされたトークンをエキスパート並列のランク間で配送するため、2 つ以上のエキスパートと 1 より大きいエキスパート並列度が必要です</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>has no effect: Transformer Engine overlaps tensor-parallel communication only with sequence parallelism and tp from 2 to the GPUs of one node (%1)</source>
        <translation>効果なし: Transformer Engine がテンソル並列通信を重ねるのは、シーケンス並列を使い、tp が 2 から 1 ノードの GPU 数（%1）までのときだけです</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>only %1 micro-batches for %2 pipeline stages; raise the global batch or lower pp</source>
        <translation>%2 個のパイプラインステージに対してマイクロバッチが %1 個しかありません。グローバルバッチを増やすか pp を減らしてください</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the pipeline bubble takes %1 of the step; more micro-batches or virtual stages shrink it</source>
        <translation>パイプラインバブルがステップの %1 を占めています。マイクロバッチか仮想ステージを増やすと小さくなります</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>communication that compute cannot hide takes %1 of the step</source>
        <translation>計算で隠せない通信がステップの %1 を占めています</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>interruptions (%1 per hour, %2 h lost each) leave almost no progress; use fewer spot nodes, a shorter checkpoint interval or faster restarts</source>
        <translation>中断（1 時間あたり %1 回、1 回につき %2 時間の損失）によりほとんど進みません。スポットノードを減らすか、チェックポイント間隔を短くするか、再起動を速くしてください</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 layers do not split evenly over %2 stages; the heaviest stage sets the pace</source>
        <translation>%1 層を %2 ステージに均等に分割できません。最も重いステージが全体の速度を決めます</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expert tensor parallelism splits the routed experts of a mixture-of-experts model and this model has none; set more than one expert or clear the expert tensor parallelism</source>
        <translation>エキスパートテンソル並列は Mixture-of-Experts モデルのルーティング先エキスパートを分割しますが、このモデルにはありません。エキスパートを 2 つ以上にするか、エキスパートテンソル並列を解除してください</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>is the form of a GELU activation and this MLP is SwiGLU; choose GELU</source>
        <translation>GELU 活性化の形式ですが、この MLP は SwiGLU です。GELU を選んでください</translation>
    </message>
    <message>
        <location line="-277"/>
        <source>makes layers of this mixture-of-experts model dense in a pattern Scaleplan does not model; it models leading dense layers, then experts in one layer of every N (Llama 4 Maverick: N = 2)</source>
        <translation>この Mixture-of-Experts モデルの層を Scaleplan がモデル化しないパターンで密にしています。モデル化できるのは先頭の密な層と、その後 N 層ごとに 1 層のエキスパートです（Llama 4 Maverick：N = 2）</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>the file is not valid JSON at line %1, column %2 (the text there: %3); look there or just before it for a missing or extra comma, quote or bracket</source>
        <translation>ファイルは有効な JSON ではありません（%1 行目、%2 列目。その位置の内容: %3）。その位置かその直前でカンマ、引用符、括弧の不足や余分がないか確認してください</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the file is not valid JSON at the end of line %1 (column %2); look there or just before it for a missing or extra comma, quote or bracket</source>
        <translation>ファイルは有効な JSON ではありません（%1 行目の末尾、%2 列目）。その位置かその直前でカンマ、引用符、括弧の不足や余分がないか確認してください</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the file ends at line %1 before its JSON does; it was cut off, or a closing bracket or quote is missing</source>
        <translation>ファイルは JSON が完結する前に %1 行目で終わっています。途中で切れているか、閉じ括弧または引用符が不足しています</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file is empty; it must hold one JSON object ({ … })</source>
        <translation>ファイルが空です。JSON オブジェクトを 1 つ含める必要があります（{ … }）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a NUL byte at offset %1; the file is binary or was cut off, not a JSON text</source>
        <translation>オフセット %1 に NUL バイトがあります。ファイルはバイナリか途中で切れており、JSON テキストではありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the input is larger than %1 MB</source>
        <translation>入力が %1 MB を超えています</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>objects and arrays are nested more than %1 levels deep</source>
        <translation>オブジェクトと配列の入れ子が %1 階層を超えています</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the key &quot;%1&quot; appears twice in one object; keep one</source>
        <translation>キー「%1」が 1 つのオブジェクトに 2 回あります。1 つだけ残してください</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unknown key &quot;%1&quot;; this version of Scaleplan does not read it, so check its spelling</source>
        <translation>不明なキー &quot;%1&quot;。このバージョンの Scaleplan はこのキーを読みません。綴りを確認してください</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>unknown preset &quot;%1&quot; (nearest: %2); choose one of the presets in the Model list</source>
        <translation>不明なプリセット「%1」です（近いもの: %2）。「モデル」の一覧からプリセットを選択してください</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unknown GPU &quot;%1&quot; (nearest: %2); choose one of the GPUs in the Cluster list</source>
        <translation>不明な GPU「%1」です（近いもの: %2）。「クラスタ」の一覧から GPU を選択してください</translation>
    </message>
    <message>
        <location line="+168"/>
        <source>price from %1, %2</source>
        <translation>価格の出典 %1、%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the price dates from %1, %2 months ago, and prices change: update it under Tools &gt; Instance Prices</source>
        <translation>価格は %1（%2 か月前）のもので、価格は変わります。ツール &gt; インスタンス価格 で更新してください</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>the only published ZeRO-3 runs sharded this widely other than PyTorch FSDP&apos;s (DeepSpeed, 2021: %1 runs of GPT 175B and 530B on 48-280 nodes of A100s) took %2 to %3 times the estimated time; estimates for this training stack were checked on up to %4 nodes (PyTorch FSDP: %5, Training software): read the time as optimistic, or shard over fewer nodes (ZeRO shard group)</source>
        <translation>PyTorch FSDP 以外でこれほど広く分割された公開済みの ZeRO-3 実行 (DeepSpeed、2021 年: A100 の 48～280 ノード上の GPT 175B と 530B の %1 件) は推定時間の %2～%3 倍かかりました。この学習スタックの推定は最大 %4 ノードで検証されています (PyTorch FSDP: %5、学習ソフトウェア): 時間は楽観的な値として読むか、より少ないノードで分割してください (ZeRO シャードグループ)</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>the GPU waits %1 of the step for the host to issue its kernels: each layer&apos;s work is too small; a larger micro-batch or less tensor parallelism gives the GPU more per kernel, and CUDA graphs remove the wait</source>
        <translation>GPU はステップの %1 の間、ホストがカーネルを起動するのを待っています。各層の仕事が小さすぎます。マイクロバッチを大きくするかテンソル並列を減らすとカーネルあたりの仕事が増え、CUDA グラフを使うと待ちがなくなります</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>only a mixture of experts has dense layers beside its expert layers; set more than one expert, or no dense layers and experts in every layer</source>
        <translation>エキスパート層と並んで密な層を持つのは Mixture-of-Experts だけです。エキスパートを 2 つ以上にするか、密な層をなくしてすべての層にエキスパートを置いてください</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>makes the windowed layers attend within chunks of the attention window and this model has no window; set the window to the chunk length or attend over the whole sequence</source>
        <translation>ウィンドウ層がアテンションウィンドウ長のチャンク内で注意を向けるよう指定していますが、このモデルにはウィンドウがありません。ウィンドウをチャンク長に設定するか、シーケンス全体にアテンションしてください</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>is the width of a mixture of experts&apos; dense layers and this model has none; set dense layers or experts in fewer layers, or clear this width</source>
        <translation>Mixture-of-Experts の密な層の幅ですが、このモデルには密な層がありません。密な層を設定するか、エキスパートを置く層を減らすか、この幅を消去してください</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>belongs to multi-head latent attention, which the key-value latent width turns on; set that width or clear this one</source>
        <translation>マルチヘッド潜在アテンションの設定です。これはキー・バリュー潜在の幅で有効になります。その幅を設定するか、この値を消去してください</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>has no effect: Transformer Engine overlaps the tensor-parallel communication of its own modules, and eager PyTorch modules overlap none; choose fused kernels or turn the overlap off</source>
        <translation>効果なし: Transformer Engine が重ねるのは自身のモジュールのテンソル並列通信であり、eager の PyTorch モジュールでは何も重なりません。融合カーネルを選ぶか、重ね合わせをオフにしてください</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>eager PyTorch modules do not train in fp8: fp8 products run in Transformer Engine&apos;s modules, which fuse the element-wise work as well; choose fused kernels or bf16</source>
        <translation>eager の PyTorch モジュールは fp8 で学習しません。fp8 の行列積は Transformer Engine のモジュールで実行され、要素単位の処理も融合されます。融合カーネルか bf16 を選んでください</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PyTorch&apos;s autocast has no fp8: fp8 products run in Transformer Engine&apos;s fp8_autocast, over 16-bit weights with an fp32 main copy; choose 16-bit weights or bf16</source>
        <translation>PyTorch の autocast には fp8 がありません: fp8 の積は Transformer Engine の fp8_autocast で、fp32 のメインコピーを持つ 16 ビットの重みの上で実行されます。16 ビットの重みか bf16 を選んでください</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>has no effect in fp32 training: autocast casts fp32 weights to 16 bits for each matrix product; choose bf16 or fp16, or 16-bit weights</source>
        <translation>fp32 の学習では効果がありません: autocast は行列積ごとに fp32 の重みを 16 ビットに変換します。bf16 か fp16、または 16 ビットの重みを選んでください</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>autocast keeps the 16-bit copy of every layer&apos;s weights for the backward pass, %1 GB a GPU that ZeRO-3 does not shard (FSDP frees its gathered fp32 weights, not their casts); FSDP with a MixedPrecision policy gathers 16-bit weights: choose 16-bit weights, or full recomputation</source>
        <translation>autocast は逆伝播のために各層の重みの 16 ビットコピーを保持します。GPU あたり %1 GB で、ZeRO-3 はこれを分割しません（FSDP は集めた fp32 の重みを解放しますが、その変換結果は解放しません）。MixedPrecision ポリシー付きの FSDP は 16 ビットの重みを集めます。16 ビットの重みか完全な再計算を選んでください</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 key/value heads: latent attention gives each of the %2 heads its own key and value; set as many key/value heads as heads</source>
        <translation>キー/バリューヘッド %1：潜在アテンションでは %2 個のヘッドそれぞれが独自のキーとバリューを持ちます。キー/バリューヘッドをヘッドと同数にしてください</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>experts split over fewer ranks than tp take each rank&apos;s share of the tokens from sequence parallelism; turn sequence parallelism on or split the experts over tp</source>
        <translation>tp より少ないランクに分割したエキスパートは、各ランクのトークンをシーケンス並列から受け取ります。シーケンス並列をオンにするか、エキスパートを tp で分割してください</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>has no effect: %1 compresses the all-reduce of gradients, and this layout has none (no data parallelism, or ZeRO over all of dp reduce-scatters them, which only fp16 compresses); use fp16, ZeRO 0 or a ZeRO shard group smaller than dp</source>
        <translation>効果なし: %1 は勾配の all-reduce を圧縮しますが、この構成にはありません (データ並列がない、または dp 全体での ZeRO が reduce-scatter で集約し、それを圧縮できるのは fp16 だけ)。fp16、ZeRO 0、または dp より小さい ZeRO シャードグループを使ってください</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 gradients cannot be summed in flight, so they are all-gathered: the traffic grows with dp (%2)</source>
        <translation>%1 の勾配は転送中に合計できないため all-gather で集約されます。通信量は dp とともに増えます（%2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no published board power for %1, so energy is reported as zero; add tdp_w in a user catalog</source>
        <translation>%1 の公称ボード電力がないため、エネルギーは 0 と表示されます。ユーザーカタログに tdp_w を追加してください</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no GPU-to-GPU bandwidth for %1, so GPUs in a node are taken to talk over PCIe Gen4 x16 (31 GB/s); add scaleup_gbs_unidir in a user catalog</source>
        <translation>%1 の GPU 間帯域幅がないため、ノード内の GPU は PCIe Gen4 x16 (31 GB/s) で通信するものとします。ユーザーカタログに scaleup_gbs_unidir を追加してください</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no SM count for %1, so matrix products are not rounded to whole waves and the SMs that overlapped communication holds are not charged; add sm_count in a user catalog</source>
        <translation>%1 の SM 数がないため、行列積は整数ウェーブに丸められず、重ねた通信が占有する SM も計上されません。ユーザーカタログに sm_count を追加してください</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 needs compute capability %2 or newer and %3 has %4, so no run on this GPU can use it; choose an attention kernel this GPU supports</source>
        <translation>%1 には compute capability %2 以上が必要ですが、%3 は %4 です。この GPU ではどの実行でも使えないので、この GPU が対応するアテンションカーネルを選んでください</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no %2 tensor cores, so no run on this GPU can use %2 products; the estimate runs them at its %3 rate; choose %4 as the precision</source>
        <translation>%1 には %2 のテンソルコアがないため、この GPU では %2 の行列積を使う実行はできません。見積もりは %3 の速度で計算しています。精度に %4 を選んでください</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the interleaved schedule needs the micro-batches per step (%1) to be a multiple of the pipeline stages (%2), which Megatron-LM checks before it starts; change the global batch or the micro-batch, or use one virtual stage</source>
        <translation>インターリーブ スケジュールでは、ステップあたりのマイクロバッチ数 (%1) がパイプラインステージ数 (%2) の倍数である必要があり、Megatron-LM は開始前にこれを確認します。グローバルバッチかマイクロバッチを変更するか、仮想ステージを 1 にしてください</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 needs a transformer model (layers, hidden, heads); choose a transformer preset or another launch target</source>
        <translation>%1 には Transformer モデル（層数、隠れ層の次元、ヘッド数）が必要です。Transformer のプリセットか、別の起動ターゲットを選択してください</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot run the value %2; use one of %3 or another launch target</source>
        <translation>%1 は値 %2 に対応していません。%3 のいずれかを使うか、別の起動ターゲットを選択してください</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 needs the %2 layers to split evenly over pp × virtual stages = %3 pipeline chunks; change the pipeline stages or the virtual stages</source>
        <translation>%1 では %2 層を pp × 仮想ステージ数 = %3 個のパイプラインチャンクに均等に分割する必要があります。パイプラインステージ数か仮想ステージ数を変更してください</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no parallel layout of the cluster&apos;s GPUs divides the global batch (%1); change the node count or the global batch</source>
        <translation>クラスタの GPU 数ではグローバルバッチ（%1）を割り切れる並列構成がありません。ノード数かグローバルバッチを変更してください</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no layout fits in GPU memory: the closest needs %1 GB per GPU against the %2 GB CUDA can allocate; add nodes, choose GPUs with more memory or a smaller model</source>
        <translation>GPU メモリに収まる構成がありません。最も近い構成でも GPU あたり %1 GB が必要ですが、CUDA が確保できるのは %2 GB です。ノードを追加するか、メモリの多い GPU か、より小さいモデルを選択してください</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no plan meets the budget of %1 USD: the cheapest feasible plan costs %2 (%3x)</source>
        <translation>%1 USD の予算を満たすプランはありません。実行可能な最も安いプランのコストは %2（%3x）です</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no plan meets the deadline of %1 h: the fastest feasible plan takes %2 h (%3x)</source>
        <translation>%1 時間の期限を満たすプランはありません。実行可能な最も速いプランでも %2 時間（%3x）かかります</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no plan meets both the budget of %1 USD and the deadline of %2 h: the cheapest plan within the deadline costs %3 (%4x the budget), and no plan stays within the budget</source>
        <translation>%1 USD の予算と %2 時間の期限を両方満たすプランはありません。期限内で最も安いプランのコストは %3（予算の %4x）です。予算内に収まるプランはありません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no plan meets the budget of %1 USD nor the deadline of %2 h: the cheapest feasible plan costs %3 (%4x), the fastest takes %5 h (%6x)</source>
        <translation>%1 USD の予算も %2 時間の期限も満たすプランはありません。実行可能な最も安いプランのコストは %3（%4x）、最も速いプランでも %5 時間（%6x）かかります</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no plan meets both the budget of %1 USD and the deadline of %2 h: the fastest plan within the budget takes %3 h (%4x the deadline), and no plan meets the deadline</source>
        <translation>予算 %1 USD と期限 %2 h の両方を満たすプランはありません: 予算内で最速のプランは %3 h かかります (期限の %4 倍)。期限を守れるプランはありません</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no plan meets both the budget of %1 USD and the deadline of %2 h: the cheapest plan within the deadline costs %3 (%4x the budget), the fastest within the budget takes %5 h (%6x the deadline)</source>
        <translation>予算 %1 USD と期限 %2 h の両方を満たすプランはありません: 期限内で最安のプランは %3 (予算の %4 倍)、予算内で最速のプランは %5 h (期限の %6 倍) です</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the first line must name the columns, e.g. gpus,step_time_s</source>
        <translation>1 行目には列名を指定する必要があります（例：gpus,step_time_s）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the header has no column %1; add it</source>
        <translation>ヘッダーに列 %1 がありません。追加してください</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown column &quot;%1&quot;; use one of %2</source>
        <translation>不明な列「%1」です。%2 のいずれかを使用してください</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>has %1 fields but the header names %2 columns; give one value per column, separated by commas</source>
        <translation>フィールドが %1 個ありますが、ヘッダーの列は %2 個です。列ごとに 1 つの値をカンマ区切りで指定してください</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;%1&quot; is not a number; write a plain number such as 1.25</source>
        <translation>「%1」は数値ではありません。1.25 のような通常の数値を入力してください</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>only %1 measurements; give at least %2 (e.g. 1, 2, 4 and 8 GPUs)</source>
        <translation>測定値が %1 個しかありません。少なくとも %2 個指定してください（例：1、2、4、8 GPU）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this layout cannot run the scenario: %1</source>
        <translation>この構成ではシナリオを実行できません：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the fields are separated by semicolons, as spreadsheets save CSV where numbers take decimal commas; save it with commas between fields and points in numbers (e.g. 0.52)</source>
        <translation>フィールドがセミコロンで区切られています (小数点にカンマを使うロケールで表計算ソフトが保存する CSV の形式)。フィールド間をカンマ、数値の小数点をピリオドにして保存してください (例: 0.52)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the file lists no GPU instance in region %1; choose one of %2</source>
        <translation>このファイルにはリージョン %1 の GPU インスタンスがありません。%2 のいずれかを選んでください</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not a name of an instance type or region; such names use letters, digits and &apos;.&apos;, &apos;_&apos;, &apos;-&apos;, &apos;+&apos;</source>
        <translation>&quot;%1&quot; はインスタンスタイプまたはリージョンの名前ではありません。これらの名前には英字、数字、&apos;.&apos;、&apos;_&apos;、&apos;-&apos;、&apos;+&apos; を使います</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no NVIDIA driver: %1 could not be loaded (%2); install the NVIDIA driver to probe this machine&apos;s GPUs</source>
        <translation>NVIDIA ドライバがありません。%1 を読み込めませんでした（%2）。このマシンの GPU を調べるには NVIDIA ドライバをインストールしてください</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the NVIDIA driver supports CUDA %1 but the probe needs CUDA %2 or newer; update the driver</source>
        <translation>NVIDIA ドライバは CUDA %1 に対応していますが、プローブには CUDA %2 以降が必要です。ドライバを更新してください</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the NVIDIA driver is installed but sees no GPU; check CUDA_VISIBLE_DEVICES and that the GPU is seated and powered</source>
        <translation>NVIDIA ドライバはインストールされていますが、GPU が認識されません。CUDA_VISIBLE_DEVICES と、GPU が正しく装着され電源が供給されていることを確認してください</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>access to the GPU was refused (%1); add your user to the group that owns /dev/nvidia* or ask the administrator</source>
        <translation>GPU へのアクセスが拒否されました（%1）。/dev/nvidia* を所有するグループにユーザーを追加するか、管理者に問い合わせてください</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is split into MIG instances: the figures are those of a slice, not of the whole GPU</source>
        <translation>%1 は MIG インスタンスに分割されています。数値は GPU 全体ではなくスライスのものです</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 failed (%2)</source>
        <translation>%1 が失敗しました（%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cuBLAS (libcublas.so.13, .12 or .11) is not installed, so the matrix-multiply benchmark was skipped; install the CUDA toolkit&apos;s cuBLAS to run it</source>
        <translation>cuBLAS（libcublas.so.13、.12、.11）がインストールされていないため、行列積のベンチマークをスキップしました。実行するには CUDA Toolkit の cuBLAS をインストールしてください</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the benchmarks were cancelled</source>
        <translation>ベンチマークはキャンセルされました</translation>
    </message>
    <message>
        <location line="+349"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <location line="-1214"/>
        <source>File format</source>
        <translation>ファイル形式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format version</source>
        <translation>形式のバージョン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scenario name</source>
        <translation>シナリオ名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model kind</source>
        <translation>モデルの種類</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model preset</source>
        <translation>モデルプリセット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers</source>
        <translation>層数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden size</source>
        <translation>隠れ層の次元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention heads</source>
        <translation>アテンションヘッド数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key/value heads</source>
        <translation>キー/バリューヘッド数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head width</source>
        <translation>ヘッド幅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention window</source>
        <translation>アテンションウィンドウ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full attention every</source>
        <translation>全アテンション層の間隔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window kind</source>
        <translation>ウィンドウの種類</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feed-forward width</source>
        <translation>フィードフォワード幅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vocabulary size</source>
        <translation>語彙サイズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequence length</source>
        <translation>シーケンス長</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MLP type</source>
        <translation>MLP の種類</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experts</source>
        <translation>エキスパート数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experts per token</source>
        <translation>トークンあたりのエキスパート数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared expert width</source>
        <translation>共有エキスパートの幅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense layers</source>
        <translation>密な層</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experts every</source>
        <translation>エキスパートの間隔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert groups</source>
        <translation>エキスパートグループ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Groups per token</source>
        <translation>トークンあたりのグループ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense MLP width</source>
        <translation>密な MLP の幅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key-value latent</source>
        <translation>キー・バリュー潜在</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Query latent</source>
        <translation>クエリ潜在</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotary head width</source>
        <translation>回転埋め込みのヘッド幅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value head width</source>
        <translation>バリューヘッド幅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tied embeddings</source>
        <translation>埋め込みの重み共有</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Biases</source>
        <translation>バイアス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention and MLP</source>
        <translation>アテンションと MLP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention mask</source>
        <translation>アテンションマスク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TF32 tensor cores</source>
        <translation>TF32 テンソルコア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert all-to-all</source>
        <translation>エキスパート all-to-all</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradient buckets</source>
        <translation>勾配バケット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Token dispatch</source>
        <translation>トークン配送</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normalization</source>
        <translation>正規化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Query/key norms</source>
        <translation>クエリ/キーの正規化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Positions</source>
        <translation>位置表現</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention dropout</source>
        <translation>アテンション dropout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recomputed layers</source>
        <translation>再計算する層</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recomputed parts</source>
        <translation>再計算する部分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selective recomputation</source>
        <translation>選択的再計算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert capacity</source>
        <translation>エキスパート容量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden dropout</source>
        <translation>隠れ層 dropout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>パラメータ数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training FLOPs per sample</source>
        <translation>サンプルあたりの学習 FLOPs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activation memory per sample</source>
        <translation>サンプルあたりのアクティベーションメモリ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory traffic per sample</source>
        <translation>サンプルあたりのメモリトラフィック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute efficiency</source>
        <translation>計算効率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training</source>
        <translation>学習</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training tokens</source>
        <translation>学習トークン数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training samples</source>
        <translation>学習サンプル数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer steps</source>
        <translation>オプティマイザステップ数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Global batch</source>
        <translation>グローバルバッチ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Micro-batch</source>
        <translation>マイクロバッチ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation>オプティマイザ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer states</source>
        <translation>オプティマイザ状態</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master weights</source>
        <translation>マスター重み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Distributed saved activations</source>
        <translation>保存アクティベーションの分散</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activation recomputation</source>
        <translation>アクティベーション再計算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention kernel</source>
        <translation>アテンションカーネル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Element-wise kernels</source>
        <translation>要素単位カーネル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training software</source>
        <translation>学習ソフトウェア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA graphs</source>
        <translation>CUDA グラフ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixed precision</source>
        <translation>混合精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 scaling</source>
        <translation>FP8 スケーリング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster</source>
        <translation>クラスタ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instance type</source>
        <translation>インスタンスタイプ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs per node</source>
        <translation>ノードあたりの GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inter-node bandwidth</source>
        <translation>ノード間帯域幅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nodes</source>
        <translation>ノード数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price per node-hour</source>
        <translation>ノード時間あたりの価格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Region</source>
        <translation>リージョン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallel layout</source>
        <translation>並列構成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor parallel (tp)</source>
        <translation>テンソル並列（tp）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline parallel (pp)</source>
        <translation>パイプライン並列（pp）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data parallel (dp)</source>
        <translation>データ並列（dp）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context parallel (cp)</source>
        <translation>コンテキスト並列 (cp)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert parallel (ep)</source>
        <translation>エキスパート並列 (ep)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert tensor parallel</source>
        <translation>エキスパートテンソル並列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO stage</source>
        <translation>ZeRO ステージ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO shard group</source>
        <translation>ZeRO シャードグループ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequence parallel</source>
        <translation>シーケンス並列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Virtual pipeline stages</source>
        <translation>仮想パイプラインステージ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradient compression</source>
        <translation>勾配圧縮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compression ratio</source>
        <translation>圧縮率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlap gradient exchange</source>
        <translation>勾配交換のオーバーラップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor-parallel communication</source>
        <translation>テンソル並列の通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline sends</source>
        <translation>パイプライン送信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline engine</source>
        <translation>パイプラインエンジン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pricing</source>
        <translation>料金</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot share</source>
        <translation>スポット比率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purchase</source>
        <translation>購入方法</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spot price per node-hour</source>
        <translation>ノード時間あたりのスポット価格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storage price</source>
        <translation>ストレージ料金</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dataset size</source>
        <translation>データセットサイズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Egress</source>
        <translation>下りトラフィック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reliability</source>
        <translation>信頼性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node MTBF</source>
        <translation>ノード MTBF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spot reclaim rate</source>
        <translation>スポット回収率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint interval</source>
        <translation>チェックポイント間隔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoint write bandwidth</source>
        <translation>チェックポイント書き込み帯域幅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restart time</source>
        <translation>再起動時間</translation>
    </message>
    <message>
        <location line="+798"/>
        <source>Standard attention (score matrix in memory)</source>
        <translation>標準アテンション（スコア行列をメモリに保持）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FlashAttention-2</source>
        <translation>FlashAttention-2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FlashAttention-3 or cuDNN (Hopper)</source>
        <translation>FlashAttention-3 または cuDNN（Hopper）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FlashAttention-1</source>
        <translation>FlashAttention-1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FlashAttention in Triton</source>
        <translation>Triton 版 FlashAttention</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On demand</source>
        <translation>オンデマンド</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1-year reservation</source>
        <translation>1 年予約</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3-year reservation</source>
        <translation>3 年予約</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capacity Block</source>
        <translation>Capacity Block</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>BF16 (mixed precision)</source>
        <translation>BF16（混合精度）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP16 (mixed precision)</source>
        <translation>FP16（混合精度）</translation>
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
        <translation>なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Selective (parts of each layer)</source>
        <translation>選択的（各層の一部）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Full (layers from their input)</source>
        <translation>完全（層を入力から再計算）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Attention core (core_attn)</source>
        <translation>アテンションのコア（core_attn）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Norm outputs (layernorm)</source>
        <translation>正規化の出力（layernorm）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Latent up projections (mla_up_proj)</source>
        <translation>潜在アップ射影（mla_up_proj）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dense MLPs (mlp)</source>
        <translation>密な MLP（mlp）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert layers (moe)</source>
        <translation>エキスパート層（moe）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert activations (moe_act)</source>
        <translation>エキスパートの活性化（moe_act）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared experts (shared_experts)</source>
        <translation>共有エキスパート（shared_experts）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>core_attn (Megatron-Core&apos;s default)</source>
        <translation>core_attn（Megatron-Core の既定）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Every other matrix product (torchtitan)</source>
        <translation>行列積を 1 つおき (torchtitan)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By part (Megatron-Core)</source>
        <translation>部分ごと (Megatron-Core)</translation>
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
        <translation>融合 (Megatron-LM、Transformer Engine)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Eager PyTorch (Hugging Face modules)</source>
        <translation>eager PyTorch (Hugging Face のモジュール)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>16-bit weights, fp32 main copy</source>
        <translation>16 ビットの重み、fp32 メインコピー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PyTorch autocast over fp32 weights</source>
        <translation>fp32 の重みに PyTorch autocast</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Delayed (amax history)</source>
        <translation>遅延 (amax 履歴)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Current (each tensor&apos;s own amax)</source>
        <translation>カレント (各テンソル自身の amax)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>None (full gradients)</source>
        <translation>なし（完全な勾配）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP16 (half-size gradients)</source>
        <translation>FP16（勾配サイズ半分）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>INT8 (quantised, all-gathered)</source>
        <translation>INT8（量子化、all-gather）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PowerSGD (low-rank factors)</source>
        <translation>PowerSGD（低ランク因子）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Top-k (sparse, all-gathered)</source>
        <translation>Top-k（スパース、all-gather）</translation>
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
        <translation>指定なし</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Megatron-LM</source>
        <translation>Megatron-LM</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>DeepEP (one copy a node)</source>
        <translation>DeepEP（ノードごとに 1 コピー）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-to-all (Megatron-Core)</source>
        <translation>All-to-all（Megatron-Core）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>SwiGLU (three matrices)</source>
        <translation>SwiGLU（3 行列）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GELU written out (Hugging Face gelu_new)</source>
        <translation>展開された GELU (Hugging Face gelu_new)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GELU (two matrices)</source>
        <translation>GELU（2 行列）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>every linear layer</source>
        <translation>すべての線形層</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>query, key and value</source>
        <translation>クエリ・キー・バリュー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LayerNorm only</source>
        <translation>LayerNorm のみ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MLP and LayerNorm</source>
        <translation>MLP と LayerNorm</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>causal (decoder)</source>
        <translation>因果的（デコーダ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bidirectional (encoder)</source>
        <translation>双方向（エンコーダ）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>one after the other</source>
        <translation>順に</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>side by side, one norm</source>
        <translation>並列、正規化 1 つ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>side by side, a norm each</source>
        <translation>並列、それぞれに正規化</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>none</source>
        <comment>query/key norms</comment>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one per head (Qwen3, Gemma 3)</source>
        <translation>ヘッドごとに 1 つ (Qwen3、Gemma 3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>over each projection (OLMo 2)</source>
        <translation>射影全体ごと (OLMo 2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L2 per head, no scale (Llama 4)</source>
        <translation>ヘッドごとの L2、スケールなし (Llama 4)</translation>
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
        <translation>学習済み埋め込み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rotary (RoPE)</source>
        <translation>回転 (RoPE)</translation>
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
        <translation>%1 秒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 min</source>
        <translation>%1 分</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 h</source>
        <translation>%1 時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h (%2 days)</source>
        <translation>%1 時間（%2 日）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 days</source>
        <translation>%1 日</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 trillion</source>
        <translation>%1 兆</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 billion</source>
        <translation>%1 十億</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 million</source>
        <translation>%1 百万</translation>
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
        <translation>、cp %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, ep %1</source>
        <translation>、ep %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, expert tp %1</source>
        <translation>、エキスパート tp %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, ZeRO %1</source>
        <translation>、ZeRO %1</translation>
    </message>
</context>
<context>
    <name>LayoutFixes</name>
    <message>
        <location filename="../widgets/document/LayoutFixes.cpp" line="+17"/>
        <source>Derive dp from the GPUs (%1)</source>
        <translation>dp を GPU 数から導く（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use micro-batch %1</source>
        <translation>マイクロバッチを %1 にする</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use global batch %1</source>
        <translation>グローバルバッチを %1 にする</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use tp %1</source>
        <translation>tp を %1 にする</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use pp %1</source>
        <translation>pp を %1 にする</translation>
    </message>
</context>
<context>
    <name>Planner</name>
    <message>
        <location filename="../widgets/common/Texts.cpp" line="+37"/>
        <source>Spot</source>
        <translation>スポット</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bought another way, %1 (%2) meets the goal: %3 and %4.</source>
        <translation>別の購入方法なら %1 (%2) が目標を満たします: %3、%4。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bought another way, %1 (%2) meets the budget: %3 and %4.</source>
        <translation>別の購入方法なら %1 (%2) が予算内に収まります: %3、%4。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bought another way, %1 (%2) meets the deadline: %3 and %4.</source>
        <translation>別の購入方法なら %1 (%2) が期限に間に合います: %3、%4。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Note: %1.</source>
        <translation>注: %1。</translation>
    </message>
</context>
<context>
    <name>ReportTexts</name>
    <message>
        <location filename="../widgets/report/ReportContent.cpp" line="+263"/>
        <source>Figure</source>
        <translation>項目</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 of %2: fits</source>
        <translation>%1 / %2：収まります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2: does not fit</source>
        <translation>%1 / %2：収まりません</translation>
    </message>
    <message>
        <location line="+248"/>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No estimate: %1</source>
        <translation>見積もりできません：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Training time (expected)</source>
        <translation>学習時間（予想）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training time without interruptions</source>
        <translation>中断なしの学習時間</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+408"/>
        <location line="+37"/>
        <location line="+41"/>
        <source>Cost (expected)</source>
        <translation>コスト（予想）</translation>
    </message>
    <message>
        <location line="-485"/>
        <location line="+408"/>
        <location line="+37"/>
        <source>GPU-hours</source>
        <translation>GPU 時間</translation>
    </message>
    <message>
        <location line="-444"/>
        <source>MFU (model FLOPs utilisation)</source>
        <translation>MFU（モデル FLOPs 使用率）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+444"/>
        <source>Memory per GPU</source>
        <translation>GPU あたりのメモリ</translation>
    </message>
    <message>
        <location line="-443"/>
        <location line="+352"/>
        <source>Step time</source>
        <translation>ステップ時間</translation>
    </message>
    <message>
        <location line="-352"/>
        <location line="+493"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location line="-492"/>
        <location line="+138"/>
        <source>Optimizer steps</source>
        <translation>オプティマイザステップ数</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>Throughput</source>
        <translation>スループット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tokens/s (%2 per GPU)</source>
        <translation>%1 トークン/s（GPU あたり %2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layout (tp × pp × dp, ZeRO)</source>
        <translation>構成（tp × pp × dp、ZeRO）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+397"/>
        <location line="+150"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location line="-546"/>
        <source>Energy</source>
        <translation>エネルギー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs as planned</source>
        <translation>計画どおりに実行可能</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+144"/>
        <location line="+12"/>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location line="-156"/>
        <location line="+144"/>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location line="-142"/>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note</source>
        <translation>注記</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+2"/>
        <location line="+145"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>Preset</source>
        <translation>プリセット</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layers</source>
        <translation>層数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden size</source>
        <translation>隠れ層の次元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention heads (key/value heads)</source>
        <translation>アテンションヘッド数（キー/バリューヘッド数）</translation>
    </message>
    <message>
        <location line="-112"/>
        <location line="+113"/>
        <location line="+26"/>
        <location line="+16"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Head width</source>
        <translation>ヘッド幅</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attention window</source>
        <translation>アテンションウィンドウ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chunks of %1 tokens in %2 of %3 layers</source>
        <translation>%3 層中 %2 層で %1 トークンのチャンク</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tokens in %2 of %3 layers</source>
        <translation>%3 層中 %2 層で %1 トークン</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Feed-forward size</source>
        <translation>フィードフォワード幅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vocabulary</source>
        <translation>語彙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequence length</source>
        <translation>シーケンス長</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feed-forward block</source>
        <translation>フィードフォワードブロック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Biases, normalization, positions</source>
        <translation>バイアス、正規化、位置表現</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2, %3</source>
        <translation>%1、%2、%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attention and MLP</source>
        <translation>アテンションと MLP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention mask</source>
        <translation>アテンションマスク</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Experts (per token)</source>
        <translation>エキスパート数（トークンあたり）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shared expert width</source>
        <translation>共有エキスパートの幅</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Latent attention (key-value, query; rotary, value head)</source>
        <translation>潜在アテンション（キー・バリュー、クエリ、回転、バリューヘッド）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2; %3, %4</source>
        <translation>%1、%2、%3、%4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Leading dense layers (MLP width)</source>
        <translation>先頭の密な層（MLP の幅）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expert layers</source>
        <translation>エキスパート層</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one in every %1; the other %2 dense (MLP width %3)</source>
        <translation>%1 層ごとに 1 層。残り %2 層は密（MLP 幅 %3）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1; a token&apos;s experts from %2 of them</source>
        <translation>%1。トークンのエキスパートはそのうち %2 グループから</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1; a token&apos;s experts from any</source>
        <translation>%1。トークンのエキスパートはどのグループからでも</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters (counted from the shape)</source>
        <translation>パラメータ数（形状から計数）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dropout (attention, hidden)</source>
        <translation>Dropout（アテンション、隠れ層）</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+543"/>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location line="-581"/>
        <source>undated</source>
        <translation>日付なし</translation>
    </message>
    <message>
        <location line="+234"/>
        <source>tp × pp × dp %1, micro-batch %2, activation recomputation: %3; it takes %4 and costs %5</source>
        <translation>tp × pp × dp %1、マイクロバッチ %2、アクティベーション再計算: %3。所要時間 %4、コスト %5</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>A layout on the same cluster fits in memory: %1.</source>
        <translation>同じクラスタでメモリに収まる構成: %1。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A layout on the same cluster is %1 cheaper (%2 less): %3.</source>
        <translation>同じクラスタで %1 安い構成があります（%2 の節約）: %3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It meets the goal.</source>
        <translation>目標を満たします。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A layout on the same cluster meets the goal: %1.</source>
        <translation>同じクラスタで目標を満たす構成: %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No layout on the same cluster is cheaper than this one: the planner searched %1 layouts.</source>
        <translation>同じクラスタでこれより安い構成はありません（プランナーが %1 通りの構成を調べました）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the cheapest that meets the deadline: %1</source>
        <translation>期限内で最も安い構成: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cheapest: %1</source>
        <translation>最も安い構成: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the fastest within the budget: %1</source>
        <translation>予算内で最も速い構成: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the fastest: %1</source>
        <translation>最も速い構成: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No layout on the same cluster meets both the budget and the deadline.</source>
        <translation>同じクラスタで予算と期限の両方を満たす構成はありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No layout on the same cluster meets the budget.</source>
        <translation>同じクラスタで予算を満たす構成はありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No layout on the same cluster meets the deadline.</source>
        <translation>同じクラスタで期限を満たす構成はありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The nearest: %1.</source>
        <translation>最も近い構成 — %1。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The planner found no layout on the same cluster that runs.</source>
        <translation>プランナーは同じクラスタで実行できる構成を見つけられませんでした。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Time and cost</source>
        <translation>時間とコスト</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Expected</source>
        <translation>予想</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training time</source>
        <translation>学習時間</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1 to %2</source>
        <translation>%1〜%2</translation>
    </message>
    <message>
        <location line="-135"/>
        <source>%1, %2 virtual stages a GPU</source>
        <translation>%1、GPU あたり仮想ステージ %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, sequence parallelism</source>
        <translation>%1、シーケンス並列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, tensor-parallel communication overlapped</source>
        <translation>%1、テンソル並列通信をオーバーラップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, pipeline communication overlapped</source>
        <translation>%1、パイプライン通信をオーバーラップ</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>On %1 nodes instead of %2, the fastest plan costing at most %3 more than the cheapest on %4 (%5): %6.</source>
        <translation>%2 ノードではなく %1 ノードで、%4 の最安（%5）より最大 %3 高いプランのうち最速のもの：%6。</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>On the same cluster, %1.</source>
        <translation>同じクラスタでは：%1。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its cheapest layout is %1 cheaper than this one (%2 less), though still outside the goal: %3.</source>
        <translation>その最も安いレイアウトはこれより %1 安価（%2 少ない）ですが、目標には届きません：%3。</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+71"/>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Compute, on-demand</source>
        <translation>計算、オンデマンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute, %1</source>
        <translation>計算、%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compute, spot (%1 of the nodes)</source>
        <translation>計算、スポット（ノードの %1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Storage (checkpoints and data set)</source>
        <translation>ストレージ（チェックポイントとデータセット）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network (egress)</source>
        <translation>ネットワーク（下りトラフィック）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total (expected)</source>
        <translation>合計（予想）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the cost is made of</source>
        <translation>コストの内訳</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price (source, date)</source>
        <translation>価格（出典、日付）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Best alternative found by the planner: %1</source>
        <translation>プランナーが見つけた最良の代替案: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Prices of %1 as of %2 (%3), in US dollars; where every price and figure comes from: Appendix: sources.</source>
        <translation>%1 の価格は %2 時点（%3）、米ドル建て。各価格と数値の出典: 付録：出典。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Node prices as set in the scenario, in US dollars; where every other figure comes from: Appendix: sources.</source>
        <translation>ノード価格はシナリオでの設定、米ドル建て。その他の数値の出典: 付録：出典。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 if it fit in GPU memory</source>
        <translation>%1（GPU メモリに収まった場合）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>unknown: the catalog gives this GPU no power draw</source>
        <translation>不明: カタログにこの GPU の消費電力がありません</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the price dates from %1, %2 months ago, and prices change: check it against a current quote</source>
        <translation>価格は %1（%2 か月前）のもので、価格は変わります。最新の見積もりと照合してください</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: sources %2 in the appendix.</source>
        <translation>%1: 出典は付録の %2。</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Parameters</source>
        <translation>パラメータ数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training FLOPs per sample</source>
        <translation>サンプルあたりの学習 FLOPs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation memory per sample</source>
        <translation>サンプルあたりのアクティベーションメモリ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory traffic per sample</source>
        <translation>サンプルあたりのメモリトラフィック</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shape of the preset %1</source>
        <translation>プリセット %1 の形状</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Tokens</source>
        <translation>トークン数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Samples</source>
        <translation>サンプル数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Global batch (sequences)</source>
        <translation>グローバルバッチ（シーケンス数）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+335"/>
        <source>Micro-batch</source>
        <translation>マイクロバッチ</translation>
    </message>
    <message>
        <location line="-334"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>TF32 tensor cores</source>
        <translation>TF32 テンソルコア</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+190"/>
        <source>Optimizer</source>
        <translation>オプティマイザ</translation>
    </message>
    <message>
        <location line="-183"/>
        <source>16-bit remainders (2 bytes a parameter)</source>
        <translation>16ビットの下位ビット（パラメータあたり2バイト）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none (16-bit weights updated in place)</source>
        <translation>なし（16ビット重みをその場で更新）</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+307"/>
        <source>Activation recomputation</source>
        <translation>アクティベーション再計算</translation>
    </message>
    <message>
        <location line="-306"/>
        <source>%1, %2 layers of each pipeline chunk</source>
        <translation>%1、各パイプラインチャンクの %2 層</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>layers replayed from captured graphs</source>
        <translation>キャプチャしたグラフから層を再生</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 × the balanced share, padded</source>
        <translation>均等配分の %1 倍 (パディング)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dropless</source>
        <translation>ドロップなし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data set</source>
        <translation>データセット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data and training</source>
        <translation>データと学習</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+239"/>
        <source>Cluster</source>
        <translation>クラスタ</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>described system</source>
        <translation>カスタムシステム</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2 GiB as sold)</source>
        <translation>%1（公称 %2 GiB）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+194"/>
        <location line="+37"/>
        <source>Nodes</source>
        <translation>ノード数</translation>
    </message>
    <message>
        <location line="-229"/>
        <source>GPUs per node</source>
        <translation>ノードあたりの GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inter-node bandwidth per node</source>
        <translation>ノードあたりのノード間帯域幅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 Gbit/s</source>
        <translation>%1 Gbit/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tensor / pipeline parallel</source>
        <translation>テンソル並列 / パイプライン並列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Context parallel</source>
        <translation>コンテキスト並列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GPUs share each sequence (ring attention)</source>
        <translation>%1 台の GPU が各シーケンスを分担（リングアテンション）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Expert parallel</source>
        <translation>エキスパート並列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GPUs share each layer&apos;s experts</source>
        <translation>%1 GPU が各層のエキスパートを分担</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 data-parallel GPUs share each layer&apos;s experts</source>
        <translation>データ並列の %1 GPU が各層のエキスパートを分担</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>overlapped with another micro-batch&apos;s compute</source>
        <translation>別のマイクロバッチの計算と重ねる</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>each expert whole on one GPU (tp %1)</source>
        <translation>各エキスパートを 1 GPU に丸ごと配置 (tp %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GPUs split each expert (tp %2)</source>
        <translation>各エキスパートを %1 GPU で分割 (tp %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO stage</source>
        <translation>ZeRO ステージ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>copied (PyTorch DDP): one more gradient-sized buffer</source>
        <translation>コピー (PyTorch DDP): 勾配と同じ大きさのバッファが 1 つ増える</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradient compression</source>
        <translation>勾配圧縮</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pipeline engine</source>
        <translation>パイプラインエンジン</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>overlapped with the matrix products (Transformer Engine)</source>
        <translation>行列積と重ねる（Transformer Engine）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>overlapped with the next chunk (interleaved schedule)</source>
        <translation>次のチャンクと重ねて実行（インターリーブ方式）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster and layout</source>
        <translation>クラスタと構成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Figures of the %1</source>
        <translation>%1 の諸元</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>does not fit in GPU memory (%1 of %2)</source>
        <translation>GPU メモリに収まりません（%2 中 %1）</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>%1 (this scenario&apos;s layout)</source>
        <translation>%1（このシナリオの構成）</translation>
    </message>
    <message>
        <location line="+216"/>
        <source>Prepared on %1 with %2 from the scenario &quot;%3&quot;. Every figure is an estimate, not a measurement: the method notes say how it is made.</source>
        <translation>%1 に %2 でシナリオ「%3」から作成。すべての数値は測定ではなく見積もりです。求め方は「手法に関する注記」にあります。</translation>
    </message>
    <message>
        <location line="-1086"/>
        <source>%1 per node-hour</source>
        <translation>ノード時間あたり %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+673"/>
        <source>set in the scenario</source>
        <translation>シナリオで設定</translation>
    </message>
    <message>
        <location line="-758"/>
        <source>[%1]</source>
        <translation>[%1]</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>On-demand</source>
        <translation>オンデマンド</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Spot</source>
        <translation>スポット</translation>
    </message>
    <message>
        <location line="+644"/>
        <source>Share of nodes on spot</source>
        <translation>スポット容量で稼働するノードの割合</translation>
    </message>
    <message>
        <location line="-624"/>
        <source>%1 per GB-month</source>
        <translation>GB・月あたり %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+9"/>
        <source>Storage</source>
        <translation>ストレージ</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Storage (%1)</source>
        <translation>ストレージ（%1）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>catalog default</source>
        <translation>カタログの既定値</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+607"/>
        <source>Egress</source>
        <translation>下りトラフィック</translation>
    </message>
    <message>
        <location line="-606"/>
        <source>%1 per GB</source>
        <translation>GB あたり %1</translation>
    </message>
    <message>
        <location line="+607"/>
        <source>Prices</source>
        <translation>価格</translation>
    </message>
    <message>
        <location line="-325"/>
        <location line="+326"/>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price</source>
        <translation>価格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <location line="+327"/>
        <source>Catalog of %1. %2</source>
        <translation>カタログの日付：%1。%2</translation>
    </message>
    <message>
        <location line="-321"/>
        <source>Charts</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Expected time and cost across node counts, for this instance type and the others with as many GPUs per node.</source>
        <translation>ノード数ごとの予想時間とコスト。このインスタンスタイプと、ノードあたりの GPU 数が同じ他のインスタンスタイプについて示します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scaling: no node count of this instance type runs this layout (it does not fit in GPU memory or the batch does not divide), so there is no speedup to chart.</source>
        <translation>スケーリング: このインスタンスタイプのどのノード数でもこのレイアウトは実行できません（GPU メモリに収まらないか、バッチが割り切れません）。そのため描く高速化率がありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Throughput speedup and scaling efficiency against the smallest node count that runs.</source>
        <translation>実行可能な最小ノード数を基準とした、スループットの高速化率とスケーリング効率。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where the time of one optimizer step goes.</source>
        <translation>オプティマイザ 1 ステップの時間の内訳。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory one GPU holds at its peak, against its capacity.</source>
        <translation>1 つの GPU がピーク時に保持するメモリと、その容量との比較。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>runs</source>
        <translation>実行可能</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>stopped by %1</source>
        <translation>%1のため実行不可</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>does not run</source>
        <translation>実行不可</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Breakdowns</source>
        <translation>内訳</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Context-parallel communication (exposed)</source>
        <translation>コンテキスト並列通信（露出分）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert all-to-all</source>
        <translation>エキスパート all-to-all</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+8"/>
        <source>Part</source>
        <translation>要素</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Seconds per step</source>
        <translation>1 ステップあたりの秒数</translation>
    </message>
    <message>
        <location line="-395"/>
        <location line="+395"/>
        <source>Share</source>
        <translation>割合</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Compute</source>
        <translation>計算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recompute</source>
        <translation>再計算</translation>
    </message>
    <message>
        <location line="-84"/>
        <location line="+85"/>
        <source>Tensor-parallel communication</source>
        <translation>テンソル並列の通信</translation>
    </message>
    <message>
        <location line="-82"/>
        <location line="+89"/>
        <source>Pipeline sends</source>
        <translation>パイプライン送信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data-parallel communication (exposed)</source>
        <translation>データ並列の通信（非オーバーラップ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline bubble</source>
        <translation>パイプラインバブル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other (compression, gradient copies)</source>
        <translation>その他（圧縮、勾配のコピー）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the host</source>
        <translation>ホスト待ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+17"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Memory per GPU (most loaded pipeline stage)</source>
        <translation>GPU あたりのメモリ（最も負荷の高いパイプラインステージ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share of capacity</source>
        <translation>容量に対する割合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights</source>
        <translation>重み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradients</source>
        <translation>勾配</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer states</source>
        <translation>オプティマイザ状態</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activations</source>
        <translation>アクティベーション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other (context, buffers, allocator)</source>
        <translation>その他（コンテキスト、バッファ、アロケータ）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA can allocate</source>
        <translation>CUDA が確保可能</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Node-count sweep</source>
        <translation>ノード数のスイープ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The scenario&apos;s tensor- and pipeline-parallel degrees, ZeRO stage and micro-batch at other node counts; the data-parallel degree follows the GPU count. The report&apos;s CSV file holds these rows with full precision.</source>
        <translation>シナリオのテンソル並列度・パイプライン並列度、ZeRO ステージ、マイクロバッチはそのままに、ノード数を変えた場合です。データ並列度は GPU 数に従います。レポートの CSV ファイルには、これらの行が完全な精度で含まれています。</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+77"/>
        <source>Layout</source>
        <translation>構成</translation>
    </message>
    <message>
        <location line="-76"/>
        <location line="+37"/>
        <location line="+40"/>
        <source>Time (expected)</source>
        <translation>時間（予想）</translation>
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
        <translation>状態</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left out: %1 nodes, where the layout cannot be built (the GPU count does not divide into it or the global batch does not divide over it); the CSV file has these rows with the reason.</source>
        <translation>省略：ノード数 %1。これらのノード数ではこの構成を組めません（GPU 数がこの構成で割り切れないか、グローバルバッチを均等に分配できません）。CSV ファイルにはこれらの行が理由とともに含まれています。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Comparison</source>
        <translation>比較</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no estimate</source>
        <translation>見積もり不可</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 / %2 GB</source>
        <translation>%1 / %2 GB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>does not fit</source>
        <translation>収まりません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The open scenario first, then the compared ones.</source>
        <translation>先頭が開いているシナリオ、その後に比較対象のシナリオ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scenario</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Faster layouts on this cluster</source>
        <translation>このクラスタでより高速な構成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The planner&apos;s fastest layouts for the same instance, node count and batch (Help &gt; Model and Sources &gt; The planner): tensor, pipeline, data, context and expert parallelism, ZeRO stage, micro-batch and recomputation searched.</source>
        <translation>同じインスタンス、ノード数、バッチでプランナーが見つけた最速の構成（ヘルプ &gt; モデルと出典 &gt; The planner）：テンソル並列、パイプライン並列、データ並列、コンテキスト並列、エキスパート並列、ZeRO ステージ、マイクロバッチ、再計算を探索しました。</translation>
    </message>
    <message>
        <location line="-724"/>
        <source>%1, sharded in groups of %2</source>
        <translation>%1、%2 台ずつのグループでシャーディング</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 (%2 layers a chunk)</source>
        <translation>%1（チャンクあたり %2 層）</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>Range from model accuracy</source>
        <translation>モデル精度による範囲</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Range from interruptions (p10 to p90)</source>
        <translation>中断による範囲（p10〜p90）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Range from model accuracy: runs laid out like this one took up to %1 longer than estimated on published runs the model was not fitted to, never less.</source>
        <translation>モデル精度による範囲: このような構成の実行は、モデルの当てはめに使っていない公開済みの実行で、推定より最大 %1 長くかかり、短くなったことはありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Range from model accuracy: estimates like this one were off by up to %1 on published runs the model was not fitted to.</source>
        <translation>モデル精度による範囲: このような推定は、モデルの当てはめに使っていない公開済みの実行で最大 %1 ずれました。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Range from interruptions: eight in ten of %1 simulated runs, with node failures, spot reclaims and restarts, end in it. More in section Accuracy.</source>
        <translation>中断による範囲: ノード障害、スポットの回収、再起動を含む %1 回のシミュレーションのうち、10 回に 8 回がこの範囲で終わります。詳しくは「精度」の節。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Range from interruptions: eight in ten runs, with node failures, spot reclaims and restarts, end in it. More in section Accuracy.</source>
        <translation>中断による範囲: ノード障害、スポットの回収、再起動を含む実行の 10 回に 8 回がこの範囲で終わります。詳しくは「精度」の節。</translation>
    </message>
    <message>
        <location line="+350"/>
        <source>Prices of %1</source>
        <translation>%1 の価格</translation>
    </message>
    <message>
        <location line="+219"/>
        <source>Risk</source>
        <translation>リスク</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checkpoint interval</source>
        <translation>チェックポイント間隔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to write one checkpoint</source>
        <translation>チェックポイント 1 回の書き込み時間</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Interruptions per hour (failures and spot reclaims)</source>
        <translation>1 時間あたりの中断回数（障害とスポット回収）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Interruptions expected</source>
        <translation>予想される中断回数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected time</source>
        <translation>予想時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time, 10th percentile (p10)</source>
        <translation>時間、10 パーセンタイル（p10）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time, median (p50)</source>
        <translation>時間、中央値（p50）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time, 90th percentile (p90)</source>
        <translation>時間、90 パーセンタイル（p90）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost, 10th percentile (p10)</source>
        <translation>コスト、10 パーセンタイル（p10）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost, median (p50)</source>
        <translation>コスト、中央値（p50）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost, 90th percentile (p90)</source>
        <translation>コスト、90 パーセンタイル（p90）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The interval, when the scenario leaves it open, is the Young/Daly optimum for the interruption rate; lost work, restarts and checkpoint writes extend the failure-free time to the expected time.</source>
        <translation>シナリオで間隔を指定していない場合、間隔は中断率に対する Young/Daly の最適値です。失われた作業、再起動、チェックポイントの書き込みにより、障害なしの時間が予想時間まで延びます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sensitivity</source>
        <translation>感度</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Expected time and cost with each input %1 lower and higher, the largest change first: the figures to check first, or to measure. No uncertainty is claimed (Help &gt; Model and Sources, section 9.6).</source>
        <translation>各入力を %1 低く、または高くしたときの予想時間とコスト（変化の大きい順）：最初に確認または測定すべき数値です。不確かさを示すものではありません（ヘルプ &gt; モデルと出典 第 9.6 節）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Input</source>
        <translation>入力</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time, input %1 lower</source>
        <translation>時間（入力 %1 低）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time, input %1 higher</source>
        <translation>時間（入力 %1 高）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost, input %1 lower</source>
        <translation>コスト（入力 %1 低）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost, input %1 higher</source>
        <translation>コスト（入力 %1 高）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Accuracy</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This scenario: %1</source>
        <translation>このシナリオ: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The published runs most like this scenario (the same GPU, then the nearest model size and GPU count)</source>
        <translation>このシナリオに最も近い公開済みの学習実行 (同じ GPU、次にモデルサイズと GPU 数が最も近いもの)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Published run</source>
        <translation>公開済みの実行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured</source>
        <translation>実測</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Estimated</source>
        <translation>推定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throughput vs. measured</source>
        <translation>スループット (実測比)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Method notes</source>
        <translation>手法に関する注記</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model FLOPs and activation memory per layer follow Korthikanti et al. 2022, &quot;Reducing Activation Recomputation in Large Transformer Models&quot; (selective and full recomputation, sequence parallelism); MFU counts model FLOPs without recomputation against the GPU&apos;s dense peak.</source>
        <translation>層あたりのモデル FLOPs とアクティベーションメモリは Korthikanti ら（2022）「Reducing Activation Recomputation in Large Transformer Models」（選択的・完全な再計算、シーケンス並列）に従います。MFU は再計算を除くモデル FLOPs を GPU の密なピーク性能と比較した値です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Parameters, pipeline schedules (1F1B and interleaved), the pipeline bubble and tensor-parallel communication follow Narayanan et al. 2021, &quot;Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM&quot; (SC&apos;21), and Shoeybi et al. 2019 (Megatron-LM).</source>
        <translation>パラメータ数、パイプラインスケジュール（1F1B とインターリーブ）、パイプラインバブル、テンソル並列の通信は Narayanan ら（2021）「Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM」（SC&apos;21）および Shoeybi ら（2019）（Megatron-LM）に従います。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Optimizer states, gradients and weights per ZeRO stage and the data-parallel exchange follow Rajbhandari et al. 2020, &quot;ZeRO: Memory Optimizations Toward Training Trillion Parameter Models&quot; (SC&apos;20).</source>
        <translation>ZeRO ステージごとのオプティマイザ状態・勾配・重みと、データ並列の交換は Rajbhandari ら（2020）「ZeRO: Memory Optimizations Toward Training Trillion Parameter Models」（SC&apos;20）に従います。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Collectives are ring algorithms inside a node and hierarchical across nodes, with logarithmic latency for all-reduce as NCCL&apos;s double binary trees (NVIDIA, &quot;Massively Scale Your Deep Learning Training with NCCL 2.4&quot;, 2019; Sanders, Speck and Träff 2009); link efficiencies and latencies are calibrated against measured NCCL points.</source>
        <translation>集団通信はノード内ではリングアルゴリズム、ノード間では階層型で、all-reduce のレイテンシは NCCL のダブルバイナリツリーと同様に対数的です（NVIDIA「Massively Scale Your Deep Learning Training with NCCL 2.4」2019 年、Sanders・Speck・Träff 2009 年）。リンク効率とレイテンシは NCCL の実測点に合わせて較正しています。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Matrix products run at the measured matrix-product rate, timed back at the shape it was measured at, with wave quantization and, before Hopper, the write of their output; power-limited GPUs run at their measured sustained rate, and the slowest of the job&apos;s GPUs sets the pace (Sinha et al., SC&apos;22). The checkpoint interval follows Young (1974) and Daly (2006).</source>
        <translation>行列積は実測の行列積レートで計算し、測定時の形状に換算したうえで、ウェーブ量子化と、Hopper より前の世代では結果の書き出しを加えます。電力制限のある GPU は実測の持続レートで動き、ジョブ中で最も遅い GPU が全体のペースを決めます（Sinha ほか、SC&apos;22）。チェックポイント間隔は Young（1974）と Daly（2006）に従います。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In Scaleplan, Help &gt; Model and Sources states every formula and constant with its source and says where each number of this report comes from.</source>
        <translation>Scaleplan の ヘルプ &gt; モデルと出典 に、すべての数式と定数とその出典、およびこのレポートの各数値の出所を記載しています。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Appendix: sources</source>
        <translation>付録：出典</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the catalog&apos;s figures come from, as the catalog records them; the tables above cite them by number.</source>
        <translation>カタログの数値の出典（カタログの記載どおり）。上の表は番号で参照しています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[%1] %2: %3</source>
        <translation>[%1] %2: %3</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Training plan: %1</source>
        <translation>学習計画：%1</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Assumptions</source>
        <translation>前提条件</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <location filename="../widgets/report/ReportWriter.cpp" line="+137"/>
        <source>%1 — estimates, not measurements</source>
        <translation>%1 — 見積もりであり、実測値ではありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page %1</source>
        <translation>%1 ページ</translation>
    </message>
    <message>
        <location line="+308"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
</context>
<context>
    <name>SensitivityTexts</name>
    <message>
        <location filename="../widgets/sensitivity/SensitivityTexts.cpp" line="+13"/>
        <source>GPU matrix-multiply rate</source>
        <translation>GPU の行列積レート</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU memory bandwidth</source>
        <translation>GPU のメモリ帯域幅</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In-node link</source>
        <translation>ノード内リンク</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network between nodes</source>
        <translation>ノード間ネットワーク</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Node price</source>
        <translation>ノード価格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time between node failures</source>
        <translation>ノード故障間隔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spot reclaim rate</source>
        <translation>スポット回収率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoint write bandwidth</source>
        <translation>チェックポイント書き込み帯域幅</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The GPU&apos;s measured matrix-multiply rate (the catalog&apos;s MAMF figure, or your calibration), 16-bit and FP8 alike</source>
        <translation>GPU の実測行列積レート（カタログの MAMF 値、またはキャリブレーション結果）。16 ビットと FP8 の両方</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The GPU&apos;s memory bandwidth for memory-bound kernels (measured where the catalog has it, else the datasheet)</source>
        <translation>メモリ律速カーネルに対する GPU のメモリ帯域幅（カタログに実測値があればそれ、なければデータシート値）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The link between a node&apos;s GPUs (NVLink, or PCIe without it), measured where the catalog has it</source>
        <translation>ノード内 GPU 間のリンク（NVLink、なければ PCIe）。カタログに実測値があればそれを使用</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The node&apos;s network bandwidth (the instance&apos;s, or cluster.inter_node_gbps)</source>
        <translation>ノードのネットワーク帯域幅（インスタンスの値、または cluster.inter_node_gbps）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The on-demand and spot price of a node-hour</source>
        <translation>ノード時間あたりのオンデマンド価格とスポット価格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean time between hardware failures of one node (reliability.node_mtbf_h, else the Llama 3 rate)</source>
        <translation>1 ノードのハードウェア故障の平均間隔（reliability.node_mtbf_h、なければ Llama 3 の率）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reclaims per spot node-hour (reliability.spot_interruptions_per_node_hour, else the instance&apos;s band)</source>
        <translation>スポットノード時間あたりの回収回数（reliability.spot_interruptions_per_node_hour、なければインスタンスの帯域）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Aggregate checkpoint write bandwidth (reliability.checkpoint_write_gbps, else the default per node)</source>
        <translation>チェックポイント書き込みの総帯域幅（reliability.checkpoint_write_gbps、なければノードあたりの既定値）</translation>
    </message>
</context>
<context>
    <name>TextFile</name>
    <message>
        <location filename="../widgets/document/TextFile.cpp" line="+20"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../widgets/Theme.cpp" line="+75"/>
        <source>&amp;Theme</source>
        <translation>テーマ(&amp;T)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Follow the &amp;System</source>
        <translation>システムに合わせる(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
</context>
<context>
    <name>UserCatalog</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+188"/>
        <location filename="../widgets/MainWindow.cpp" line="+186"/>
        <source>Your Catalog</source>
        <translation>ユーザーカタログ</translation>
    </message>
    <message>
        <location filename="../widgets/document/UserCatalog.cpp" line="+62"/>
        <source>Your catalog %1 cannot be read (%2); Scaleplan uses the built-in catalog. Check the file&apos;s permissions.</source>
        <translation>ユーザーカタログ %1 を読み込めません（%2）。Scaleplan は組み込みのカタログを使用します。ファイルのアクセス権を確認してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your catalog %1 was not loaded: %2. Change that entry (or remove the file); until then Scaleplan uses the built-in catalog.</source>
        <translation>ユーザーカタログ %1 は読み込まれませんでした：%2。そのエントリを修正する（またはファイルを削除する）まで、Scaleplan は組み込みのカタログを使用します。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No folder for your catalog is known: set SCALEPLAN_CATALOG to a file.</source>
        <translation>ユーザーカタログのフォルダが不明です。SCALEPLAN_CATALOG にファイルを指定してください。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 is not a Scaleplan catalog (&quot;format&quot;: &quot;scaleplan.catalog&quot;); fix or remove it first.</source>
        <translation>%1 は Scaleplan のカタログ（&quot;format&quot;: &quot;scaleplan.catalog&quot;）ではありません。先に修正するか削除してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 was left as it was: with the new entry it would not load (%2). Fix or remove the file first.</source>
        <translation>%1 は変更しませんでした。新しいエントリを加えると読み込めなくなります（%2）。先にファイルを修正するか削除してください。</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
</context>
<context>
    <name>scaleplan::AccuracyDialog</name>
    <message>
        <location filename="../widgets/accuracy/AccuracyDialog.cpp" line="+46"/>
        <source>Source: %1, %2</source>
        <translation>出典: %1、%2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Accuracy Against Published Runs</source>
        <translation>公開済み実行に対する精度</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This scenario: %1</source>
        <translation>このシナリオ: %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Published run</source>
        <translation>公開済みの実行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured</source>
        <translation>実測</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Estimated</source>
        <translation>推定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Throughput, estimate vs. measured</source>
        <translation>スループット (推定 / 実測)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Held out</source>
        <translation>ホールドアウト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How much faster (+) or slower (−) the estimated training runs than the measurement; for a run that reports step times, the step-time error turned into throughput.</source>
        <translation>推定した学習が実測よりどれだけ速い (+) か遅い (−) か。ステップ時間を報告する実行では、その誤差をスループットに換算しています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The same, estimated with the model&apos;s chosen constants refit on the runs of the other sources only: the error to expect for a run the constants were not chosen with.</source>
        <translation>同じ値を、モデルが選んだ定数をほかのソースの実行だけで再適合して推定したもの: 定数の選定に使われなかった実行で見込むべき誤差です。</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>The runs in bold, listed first, are the most like this scenario (the same GPU, then the nearest model size and GPU count); hover over a run for its source.</source>
        <translation>太字で先頭に並ぶ実行がこのシナリオに最も近いものです (同じ GPU、次にモデルサイズと GPU 数が最も近いもの)。実行にカーソルを合わせると出典が表示されます。</translation>
    </message>
</context>
<context>
    <name>scaleplan::Autosaver</name>
    <message>
        <location filename="../widgets/document/Autosaver.cpp" line="+96"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cannot be recovered: %2</source>
        <translation>%1 を復元できません: %2</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Unsaved work is not autosaved: no free autosave slot in %1.</source>
        <translation>未保存の作業は自動保存されません: %1 に空いている自動保存スロットがありません。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Unsaved work could not be autosaved to %1: %2.</source>
        <translation>未保存の作業を %1 に自動保存できませんでした: %2。</translation>
    </message>
</context>
<context>
    <name>scaleplan::CalibrationChart</name>
    <message>
        <location filename="../widgets/charts/CalibrationChart.cpp" line="+43"/>
        <source>Measured and fitted step times</source>
        <translation>実測とフィットしたステップ時間</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPUs (log scale)</source>
        <translation>GPU 数（対数目盛）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step time (s, log scale)</source>
        <translation>ステップ時間（秒、対数目盛）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>90% band</source>
        <translation>90% 区間</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extrapolated (target layout)</source>
        <translation>外挿（対象の構成）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fitted</source>
        <translation>フィット</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measured</source>
        <translation>実測</translation>
    </message>
</context>
<context>
    <name>scaleplan::CalibrationDialog</name>
    <message>
        <location filename="../widgets/calibration/CalibrationDialog.cpp" line="+52"/>
        <source>Matrix-product rate (GEMM)</source>
        <translation>行列積レート（GEMM）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory bandwidth (HBM)</source>
        <translation>メモリ帯域幅（HBM）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In-node link (NVLink/PCIe)</source>
        <translation>ノード内リンク（NVLink/PCIe）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network between nodes</source>
        <translation>ノード間ネットワーク</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Calibrate from Measurements</source>
        <translation>測定値からキャリブレーション</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measure the open scenario&apos;s step time on a few small clusters (for example 1, 2, 4 and 8 GPUs, then 2 nodes), one row per run. Columns: gpus and step_time_s (or tokens_per_s); optional nodes, tp, pp, global_batch, micro_batch.</source>
        <translation>開いているシナリオのステップ時間を、いくつかの小さなクラスタ（例：1、2、4、8 GPU、次に 2 ノード）で測定し、1 回の実行を 1 行にします。列：gpus と step_time_s（または tokens_per_s）。省略可能：nodes、tp、pp、global_batch、micro_batch。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Comma-separated, a header line first; lines starting with # are ignored.</source>
        <translation>カンマ区切りで、先頭にヘッダー行を置きます。# で始まる行は無視されます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Open CSV…</source>
        <translation>CSV を開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit</source>
        <translation>フィット(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Least-squares fit of four factors on the catalog&apos;s rates (Levenberg-Marquardt, Ctrl+Return)</source>
        <translation>カタログのレートに対する 4 つの係数の最小二乗フィット（Levenberg-Marquardt、Ctrl+Return）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Factor</source>
        <translation>係数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>90% range</source>
        <translation>90% 範囲</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set by</source>
        <translation>決定要因</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Multipliers on the catalog&apos;s rates. &quot;Set by the data&quot;: the measurements narrowed the factor well below its prior (x1.65 at one sigma); otherwise it stays near 1 and widens the band.</source>
        <translation>カタログのレートに掛ける係数。「データ」：測定値によって係数の範囲が事前分布（1 シグマで x1.65）より大きく狭まりました。それ以外の場合、係数は 1 付近にとどまり、区間が広がります。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured</source>
        <translation>実測</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fitted</source>
        <translation>フィット</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Residual</source>
        <translation>残差</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Residual = fitted / measured − 1</source>
        <translation>残差 = フィット値 / 実測値 − 1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>calibrated</source>
        <translation>calibrated</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Part of the new catalog ids: &lt;gpu&gt;-&lt;name&gt; and &lt;instance&gt;-&lt;name&gt;</source>
        <translation>新しいカタログ ID の一部：&lt;gpu&gt;-&lt;名前&gt; と &lt;instance&gt;-&lt;名前&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entry name:</source>
        <translation>エントリ名：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save to Catalog</source>
        <translation>カタログに保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Adds the fitted GPU and instance to your catalog file (%1); restart Scaleplan to pick them.</source>
        <translation>フィットした GPU とインスタンスをユーザーカタログファイル（%1）に追加します。選択するには Scaleplan を再起動してください。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Open measurements</source>
        <translation>測定値を開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSV ファイル (*.csv *.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み込めません：%2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
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
        <translation>データ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the prior</source>
        <translation>事前分布</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Fitted %n measurement(s): rms residual %1, scatter %2.</source>
        <translation>
            <numerusform>%n 個の測定値をフィットしました：RMS 残差 %1、ばらつき %2。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>At the scenario&apos;s %1 GPUs: %2 s per step (90% band %3–%4 s).</source>
        <translation>シナリオの %1 GPU では：1 ステップあたり %2 秒（90% 区間 %3～%4 秒）。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Saved instance %1 (GPU %2) to %3. Restart Scaleplan to choose it.</source>
        <translation>インスタンス %1（GPU %2）を %3 に保存しました。選択するには Scaleplan を再起動してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved instance %1 (GPU %2) to %3. It is in the cluster&apos;s instance list now.</source>
        <translation>インスタンス %1（GPU %2）を %3 に保存しました。クラスタのインスタンス一覧に追加されています。</translation>
    </message>
    <message>
        <location filename="../widgets/risk/RiskFeature.cpp" line="+32"/>
        <source>&amp;Calibrate from Measurements…</source>
        <translation>測定値からキャリブレーション(&amp;C)…</translation>
    </message>
</context>
<context>
    <name>scaleplan::ChartPanel</name>
    <message>
        <location filename="../widgets/charts/ChartPanel.cpp" line="+49"/>
        <source>No estimate: fix the problem shown in the panel</source>
        <translation>見積もりできません：パネルに表示された問題を修正してください</translation>
    </message>
    <message>
        <location filename="../widgets/common/Format.cpp" line="+31"/>
        <source>%1 %</source>
        <comment>percent</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../widgets/charts/ChartPanel.cpp" line="+34"/>
        <source>%1: %2 s per step (%3 of the step)</source>
        <translation>%1：1 ステップあたり %2 秒（ステップの %3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 s</source>
        <translation>%1 %2 秒</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+224"/>
        <source>Step time breakdown</source>
        <translation>ステップ時間の内訳</translation>
    </message>
    <message>
        <location line="-223"/>
        <source>Compute</source>
        <translation>計算</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recompute</source>
        <translation>再計算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The forward passes run again in the backward pass for the layers whose activations recomputation frees (model.md 6.2, 8.2).</source>
        <translation>再計算で活性化を解放した層について、逆伝播中にもう一度実行される順伝播です (model.md 6.2, 8.2)。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tensor-parallel</source>
        <translation>テンソル並列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each layer&apos;s all-reduces (with sequence parallelism: all-gathers and reduce-scatters) inside the tensor-parallel group, less what overlaps the products (model.md 4.5).</source>
        <translation>テンソル並列グループ内での各層の all-reduce (シーケンス並列では all-gather と reduce-scatter) から、行列積と重なる分を除いたものです (model.md 4.5)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Context-parallel</source>
        <translation>コンテキスト並列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys and values passed round the context-parallel ring, what attention does not cover (model.md 4.8).</source>
        <translation>コンテキスト並列のリングで受け渡されるキーとバリューのうち、アテンションで隠れない部分です (model.md 4.8)。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert all-to-all</source>
        <translation>エキスパート all-to-all</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens sent to the GPUs of their experts and back (model.md 4.9, 5.3).</source>
        <translation>トークンをエキスパートの GPU へ送り、戻す通信です (model.md 4.9, 5.3)。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline sends</source>
        <translation>パイプライン送信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activations and their gradients sent between pipeline stages, each send&apos;s latency and bytes (model.md 6.3).</source>
        <translation>パイプラインのステージ間で送る活性化とその勾配で、送信ごとのレイテンシとバイト数を含みます (model.md 6.3)。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data-parallel (exposed)</source>
        <translation>データ並列（非オーバーラップ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The gradient exchange, and ZeRO&apos;s gathers, that the backward pass does not hide: NCCL&apos;s ring or tree, over NVLink at its full rate plus each GPU&apos;s passes over its own buffer, and over the network at 90% of its rate (model.md 5.2-5.4, 6.4-6.5).</source>
        <translation>逆伝播で隠れない勾配交換と ZeRO の gather です。NCCL のリングまたはツリーで、NVLink は全レートに各 GPU の自分のバッファーへのパスを加え、ネットワークはレートの 90% とします (model.md 5.2-5.4, 6.4-6.5)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bubble</source>
        <translation>バブル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stages waiting while the pipeline fills and drains: (p - 1)/v stage times a step (model.md 6.2).</source>
        <translation>パイプラインの充填と排出の間にステージが待つ時間で、1 ステップあたり (p - 1)/v ステージ分です (model.md 6.2)。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optimizer</source>
        <translation>オプティマイザ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The optimizer step, memory-bound: reading and writing each owned parameter&apos;s weights, gradient and moments (model.md 6.7).</source>
        <translation>メモリ律速のオプティマイザステップで、担当する各パラメータの重み・勾配・モーメントを読み書きします (model.md 6.7)。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+29"/>
        <source>Other</source>
        <translation>その他</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Host wait</source>
        <translation>ホスト待ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU waiting for the host to issue the kernels of layers too small to keep it busy: a layer takes at least the host&apos;s measured time for it (model.md 4.10).</source>
        <translation>GPU を埋めるには小さすぎる層のカーネルをホストが起動するまで GPU が待つ時間。1 層には少なくともホストの測定時間がかかります (model.md 4.10)。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2 GB per GPU (%3 of the total)</source>
        <translation>%1：GPU あたり %2 GB（合計の %3）</translation>
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
        <translation>GPU あたりのメモリ</translation>
    </message>
    <message>
        <location line="-177"/>
        <source>Weights</source>
        <translation>重み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The parameters this GPU holds after tensor, pipeline and expert parallelism and ZeRO-3 sharding, in the training precision (model.md 8.1).</source>
        <translation>テンソル・パイプライン・エキスパート並列と ZeRO-3 の分割の後にこの GPU が持つパラメータで、学習精度で数えます (model.md 8.1)。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gradients</source>
        <translation>勾配</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their gradients, sharded from ZeRO-2 on (model.md 8.1).</source>
        <translation>それらの勾配で、ZeRO-2 以上で分割されます (model.md 8.1)。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer states</source>
        <translation>オプティマイザ状態</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The optimizer&apos;s moments and, in mixed precision, the fp32 master weights, sharded from ZeRO-1 on (model.md 8.1).</source>
        <translation>オプティマイザのモーメントと、混合精度では fp32 のマスター重みで、ZeRO-1 以上で分割されます (model.md 8.1)。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activations</source>
        <translation>アクティベーション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the layers keep for the backward pass, for every micro-batch in flight on this stage (model.md 8.2-8.4).</source>
        <translation>逆伝播のために各層が保持するもので、このステージで処理中のすべてのマイクロバッチ分です (model.md 8.2-8.4)。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CUDA can allocate</source>
        <translation>CUDA が確保可能</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>CUDA can allocate %1 GB</source>
        <translation>CUDA が確保可能 %1 GB</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No node count of any instance type with as many GPUs per node runs this layout: it does not fit in GPU memory or the batch does not divide. Change what the messages above name.</source>
        <translation>ノードあたり同じ GPU 数のどのインスタンスタイプでも、どのノード数でもこのレイアウトは実行できません。GPU メモリに収まらないか、バッチが割り切れません。上のメッセージが示す項目を変更してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No node count runs this layout: it does not fit in GPU memory or the batch does not divide. Change what the messages above name to see how it scales.</source>
        <translation>どのノード数でもこのレイアウトは実行できません。GPU メモリに収まらないか、バッチが割り切れません。スケーリングを見るには、上のメッセージが示す項目を変更してください。</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Seconds per step (total %1 s)</source>
        <translation>1 ステップあたりの秒数（合計 %1 秒）</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>The forward and backward passes: matrix products at the GPU&apos;s measured rate for their shapes, attention at its kernel&apos;s measured rate, element-wise work at the measured memory bandwidth (model.md 3, 4).</source>
        <translation>順伝播と逆伝播: 行列積はその形状での GPU の実測レート、アテンションはカーネルの実測レート、要素ごとの処理は実測メモリ帯域幅で計算します (model.md 3, 4)。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Gradient compression&apos;s encoding and decoding, PyTorch DDP&apos;s bucket copies, PyTorch FSDP&apos;s copies of the gathered parameters and their gradients, and the gradients&apos; sums into .grad (model.md 6.6).</source>
        <translation>勾配圧縮のエンコードとデコード、PyTorch DDP のバケットコピー、PyTorch FSDP による収集済みパラメータとその勾配のコピー、.grad への勾配の加算 (model.md 6.6)。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The CUDA context and runtime, ZeRO-3&apos;s gathered layers, autocast&apos;s 16-bit weight copies, compression&apos;s error feedback, CUDA graphs&apos; memory pool and the caching allocator&apos;s unusable share (model.md 8.5).</source>
        <translation>CUDA コンテキストとランタイム、ZeRO-3 が集めた層、autocast の 16 ビット重みコピー、圧縮の誤差フィードバック、CUDA グラフのメモリプール、キャッシュアロケータの使えない分です (model.md 8.5)。</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>GB per GPU (peak %1 GB)</source>
        <translation>GPU あたりの GB（ピーク %1 GB）</translation>
    </message>
    <message>
        <location filename="../widgets/common/Format.cpp" line="+16"/>
        <source>$%1B</source>
        <comment>billions of US dollars</comment>
        <translation>$%1B</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>$%1M</source>
        <comment>millions of US dollars</comment>
        <translation>$%1M</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>$%1k</source>
        <comment>thousands of US dollars</comment>
        <translation>$%1k</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>$%1</source>
        <comment>US dollars</comment>
        <translation>$%1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 h</source>
        <comment>hours</comment>
        <translation>%1 時間</translation>
    </message>
    <message>
        <location filename="../widgets/charts/ChartPanel.cpp" line="+86"/>
        <location filename="../widgets/charts/CostTimeChart.cpp" line="+126"/>
        <source>Cost versus time</source>
        <translation>コストと時間</translation>
    </message>
    <message>
        <location filename="../widgets/charts/CostTimeChart.cpp" line="+9"/>
        <source>%.12g h</source>
        <comment>log axis label: hours; keep %.12g (printf-style)</comment>
        <translation>%.12g 時間</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expected wall-clock time</source>
        <translation>予想される実時間</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expected wall-clock time (log scale)</source>
        <translation>予想される実時間（対数目盛）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total cost</source>
        <translation>総コスト</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Budget</source>
        <translation>予算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+737"/>
        <source>Planner frontier</source>
        <translation>プランナーのフロンティア</translation>
    </message>
    <message>
        <location line="-727"/>
        <source>Planner frontier: no plan found is both faster and cheaper than this line
%1, %2</source>
        <translation>プランナーのフロンティア：この線より速くて安いプランは見つかりませんでした
%1、%2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Selected in the Planner: %1 nodes
%2, %3</source>
        <translation>プランナーで選択中：%1 ノード
%2、%3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>p10–p90 with failures and spot reclaims</source>
        <translation>障害とスポット回収を含む p10～p90</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Between the 10th and 90th percentile of time and cost: hardware failures (Llama 3 rate) and spot reclaims, each losing the work since the last checkpoint plus a restart (docs/risk.md)</source>
        <translation>時間とコストの 10～90 パーセンタイルの範囲：ハードウェア障害（Llama 3 の発生率）とスポット回収。いずれも最後のチェックポイント以降の作業を失い、再起動が必要です（docs/risk.md）</translation>
    </message>
    <message>
        <location line="+677"/>
        <source>%1 (this scenario)</source>
        <translation>%1（このシナリオ）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Other instance types (%1)</source>
        <translation>その他のインスタンスタイプ（%1）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Selected in the Planner (nodes: %1)</source>
        <translation>プランナーで選択中（ノード：%1）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This plan (nodes: %1)</source>
        <translation>このプラン（ノード数：%1）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This plan (nodes: %1) cannot run: see the message beside the inputs</source>
        <translation>このプラン（ノード数：%1）は実行できません：入力欄のメッセージを参照してください</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Off the chart: costs above %1</source>
        <translation>グラフ外：%1 を超えるコスト</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Budget %1</source>
        <translation>予算 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deadline %1</source>
        <translation>期限 %1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>This plan</source>
        <translation>このプラン</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+30"/>
        <source>%1, nodes: %2</source>
        <translation>%1、ノード数：%2</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+30"/>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Click to use this node count</source>
        <translation>クリックするとこのノード数を使用します</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Off the chart: costs more than the axis shows</source>
        <translation>グラフ外：軸の表示範囲を超えるコスト</translation>
    </message>
    <message>
        <location filename="../widgets/charts/ChartPanel.cpp" line="+6"/>
        <location filename="../widgets/charts/ScalingChart.cpp" line="+42"/>
        <source>Scaling</source>
        <translation>スケーリング</translation>
    </message>
    <message>
        <location filename="../widgets/charts/ScalingChart.cpp" line="+7"/>
        <source>Nodes</source>
        <translation>ノード数</translation>
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
        <translation>高速化率</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>%.0f %</source>
        <comment>efficiency axis label; keep %.0f (printf-style)</comment>
        <translation>%.0f%</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>Scaling efficiency</source>
        <translation>スケーリング効率</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Ideal speedup</source>
        <translation>理想的な高速化率</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>Nodes: %1</source>
        <translation>ノード数：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speedup %1×, efficiency %2 %</source>
        <translation>高速化率 %1×、効率 %2%</translation>
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
        <translation>このマシン（実測）</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+11"/>
        <source>%1/h</source>
        <translation>%1/時間</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>no price in the catalog</source>
        <translation>カタログに価格なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2 × %3 — %4</source>
        <translation>%1 — %2 × %3 — %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no spot price in the catalog</source>
        <translation>カタログにスポット価格なし</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (spot %2)</source>
        <translation>%1（スポット %2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;Network between nodes: %3 Gbit/s. %4&lt;br&gt;On-demand %5, spot %6.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Prices:&lt;/b&gt; %7&lt;/p&gt;&lt;p&gt;%8&lt;/p&gt;&lt;p&gt;&lt;b&gt;Sources:&lt;/b&gt;&lt;br&gt;%9&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;（%2）&lt;br&gt;ノード間ネットワーク：%3 Gbit/s。%4&lt;br&gt;オンデマンド %5、スポット %6。&lt;/p&gt;&lt;p&gt;&lt;b&gt;価格：&lt;/b&gt;%7&lt;/p&gt;&lt;p&gt;%8&lt;/p&gt;&lt;p&gt;&lt;b&gt;出典：&lt;/b&gt;&lt;br&gt;%9&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>listed in the catalog file and in the appendix of the PDF report</source>
        <translation>カタログファイルと PDF レポートの付録に記載</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cluster</source>
        <translation>クラスタ</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Prices are catalog snapshots, not live quotes: hover over a machine for the price date and sources.</source>
        <translation>価格はカタログのスナップショットで、リアルタイムの見積もりではありません。マシンにマウスを重ねると価格の日付と出典が表示されます。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Your own hardware</source>
        <translation>自前のハードウェア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Described cluster (GPU, network and price)</source>
        <translation>カスタムクラスタ（GPU、ネットワーク、価格）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An on-premises or other cluster: choose the GPU, GPUs per node, the network bandwidth of one node and a price per node-hour.</source>
        <translation>オンプレミスなどのクラスタ：GPU、ノードあたりの GPU 数、1 ノードのネットワーク帯域幅、ノード時間あたりの価格を選択します。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose %1</source>
        <translation>%1 の選択</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Describe the cluster</source>
        <translation>クラスタの定義</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 GB, %2 GB/s, %3 dense 16-bit TFLOP/s</source>
        <translation>%1 GB、%2 GB/s、%3 TFLOP/s（16 ビット、密）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Change GPU</source>
        <translation>GPU の変更</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>required</source>
        <translation>必須</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs in one node that share the fast in-node link.</source>
        <translation>高速なノード内接続を共有する、1 ノード内の GPU 数。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Change GPUs per node</source>
        <translation>ノードあたりの GPU 数の変更</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> Gbit/s</source>
        <translation> Gbit/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>required for more than one node</source>
        <translation>複数ノードでは必須</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network bandwidth of one node, all its NICs together.</source>
        <translation>1 ノードのネットワーク帯域幅（全 NIC の合計）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Change inter-node bandwidth</source>
        <translation>ノード間帯域幅の変更</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The region the nodes run in: prices differ between regions. The catalog&apos;s default region is listed first; reservations are priced in it only (docs/prices.md).</source>
        <translation>ノードが動くリージョン：価格はリージョンごとに異なります。カタログの既定リージョンが最初に並び、予約はそのリージョンでのみ価格があります（docs/prices.md）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Change region</source>
        <translation>リージョンを変更</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (catalog default)</source>
        <translation>%1（カタログの既定）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source> per node-hour</source>
        <translation> /ノード時間</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change price per node-hour</source>
        <translation>ノード時間あたりの価格の変更</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The catalog&apos;s price for this instance bought as: %1. A price here overrides it; zero uses the catalog price again.</source>
        <translation>購入方法「%1」でのこのインスタンスのカタログ価格です。ここに価格を入れると上書きされ、0 にするとカタログ価格に戻ります。</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>catalog: %1 per node-hour</source>
        <translation>カタログ：ノード時間あたり %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none (costs show as zero)</source>
        <translation>なし（コストは 0 と表示）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What one node costs per hour (all its GPUs). Without it the estimate has no cost figures.</source>
        <translation>1 ノードの 1 時間あたりの費用（全 GPU 分）。未設定の場合、見積もりにコストは含まれません。</translation>
    </message>
</context>
<context>
    <name>scaleplan::ComparisonCards</name>
    <message>
        <location filename="../widgets/compare/ComparisonCards.cpp" line="+179"/>
        <source>Coloured: better or worse than the first card</source>
        <translation>色付き：最初のカードより良いか悪いか</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (%2)</source>
        <comment>an input&apos;s value (its difference from the first)</comment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>scaleplan::ComparisonDock</name>
    <message>
        <location filename="../widgets/compare/ComparisonDock.cpp" line="+19"/>
        <source>Comparison</source>
        <translation>比較</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Each compared scenario is followed by its difference from the first column. Right-click a compared column to make it the open scenario or to remove it; Delete removes the selected columns</source>
        <translation>比較する各シナリオの右に、最初の列との差が続きます。比較中の列を右クリックすると、その列を開いているシナリオにするか削除できます。Delete キーで選択した列を削除します</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Remove From Comparison</source>
        <translation>比較から削除</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Make &quot;%1&quot; the Open Scenario</source>
        <translation>「%1」を開いているシナリオにする</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove &quot;%1&quot; From Comparison</source>
        <translation>「%1」を比較から削除</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Use %1</source>
        <translation>%1 を使用</translation>
    </message>
</context>
<context>
    <name>scaleplan::ComparisonModel</name>
    <message>
        <location filename="../widgets/compare/ComparisonModel.cpp" line="-299"/>
        <source>Cluster</source>
        <translation>クラスタ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes (GPUs)</source>
        <translation>ノード数（GPU 数）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layout (tp × pp × dp, ZeRO)</source>
        <translation>構成（tp × pp × dp、ZeRO）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training time (expected)</source>
        <translation>学習時間（予想）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost (expected)</source>
        <translation>コスト（予想）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU-hours</source>
        <translation>GPU 時間</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Throughput</source>
        <translation>スループット</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step time</source>
        <translation>ステップ時間</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory per GPU</source>
        <translation>GPU あたりのメモリ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fits and runs</source>
        <translation>収まり実行可能</translation>
    </message>
    <message>
        <location line="+479"/>
        <source>%1 points</source>
        <comment>percentage points</comment>
        <translation>%1 ポイント</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Better than &quot;%1&quot;: %2</source>
        <translation>「%1」より良い：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Worse than &quot;%1&quot;: %2</source>
        <translation>「%1」より悪い：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Difference from &quot;%1&quot;: %2</source>
        <translation>「%1」との差：%2</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>&quot;%1&quot; minus &quot;%2&quot; (the first column)</source>
        <translation>「%1」から「%2」（最初の列）を引いた値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difference</source>
        <translation>差</translation>
    </message>
    <message>
        <location line="-205"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>invalid layout</source>
        <translation>無効な構成</translation>
    </message>
    <message>
        <location line="-318"/>
        <location line="+318"/>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location line="-320"/>
        <source>automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+318"/>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location line="-303"/>
        <source>same</source>
        <translation>同じ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 days</source>
        <translation>%1 日</translation>
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
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+96"/>
        <location line="+70"/>
        <source>%1 tokens/s</source>
        <translation>%1 トークン/秒</translation>
    </message>
    <message>
        <location line="-68"/>
        <location line="+73"/>
        <source> s</source>
        <translation> 秒</translation>
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
        <translation>データと学習</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Training details</source>
        <translation>学習の詳細</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision, recomputation, attention kernel and the other choices of the training software.</source>
        <translation>精度、再計算、アテンションカーネルなど、学習ソフトウェアのその他の選択。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>required</source>
        <translation>必須</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+433"/>
        <source>Training tokens</source>
        <translation>学習トークン数</translation>
    </message>
    <message>
        <location line="-423"/>
        <source>Change training samples</source>
        <translation>学習サンプル数の変更</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change training tokens</source>
        <translation>学習トークン数の変更</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sequences (samples) per optimizer step, over all data-parallel replicas. Must be a multiple of dp × micro-batch (the arrows step by that); the quotient is the number of micro-batches per step.</source>
        <translation>すべてのデータ並列レプリカを合わせた、オプティマイザ 1 ステップあたりのシーケンス（サンプル）数。dp × マイクロバッチの倍数である必要があります（矢印はその単位で増減します）。商が 1 ステップあたりのマイクロバッチ数です。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change global batch</source>
        <translation>グローバルバッチの変更</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sequences per forward and backward pass on one pipeline. Larger micro-batches use the GPU better but hold more activations.</source>
        <translation>1 つのパイプラインでの順伝播・逆伝播 1 回あたりのシーケンス数。マイクロバッチを大きくすると GPU をより有効に使えますが、保持するアクティベーションが増えます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change micro-batch</source>
        <translation>マイクロバッチの変更</translation>
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
        <translation>%1の変更</translation>
    </message>
    <message>
        <location line="-295"/>
        <source>Arithmetic of the matrix products; sets the GPU&apos;s peak rate and the bytes of weights and activations. On GPUs with bf16, fp16 products run at about 0.95 of the bf16 rate: more mantissa bits switch at the power limit (measured on an H100 and H200s).</source>
        <translation>行列積の演算精度。GPU のピーク性能と、重みおよびアクティベーションのバイト数を決めます。bf16 を持つ GPU では、fp16 の行列積は bf16 の約 0.95 倍の速度で動きます。電力上限で切り替わる仮数ビットが多いためです（H100 1 台と H200 数台で測定）。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>PyTorch&apos;s default (convolutions only)</source>
        <translation>PyTorch の既定（畳み込みのみ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On (products and convolutions)</source>
        <translation>オン（行列積と畳み込み）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off (IEEE fp32)</source>
        <translation>オフ（IEEE fp32）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP32 training only: whether fp32 products run on the TF32 tensor cores of Ampere and later GPUs (8x the A100&apos;s fp32 peak). PyTorch runs convolutions in TF32 and matrix products in fp32 unless torch.backends.cuda.matmul.allow_tf32 is set; NVIDIA&apos;s training scripts and the Hugging Face Trainer&apos;s --tf32 turn it on.</source>
        <translation>FP32 学習のみ：fp32 の行列積を Ampere 以降の GPU の TF32 テンソルコアで実行するかどうか（A100 の fp32 ピークの 8 倍）。PyTorch は torch.backends.cuda.matmul.allow_tf32 を設定しない限り、畳み込みを TF32、行列積を fp32 で計算します。NVIDIA の学習スクリプトと Hugging Face Trainer の --tf32 はこれを有効にします。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Activation recomputation trades a repeated forward pass for activation memory (Korthikanti et al. 2022).</source>
        <translation>アクティベーション再計算は、順伝播を繰り返す代わりにアクティベーションメモリを節約します（Korthikanti ら、2022）。</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+317"/>
        <source>every layer</source>
        <translation>すべての層</translation>
    </message>
    <message>
        <location line="-315"/>
        <source>With full recomputation: how many layers of each pipeline chunk are rebuilt from their input (Megatron-LM&apos;s --recompute-method block); the chunk&apos;s other layers keep their activations, which costs memory and saves their repeated forward pass.</source>
        <translation>完全再計算時：各パイプラインチャンクのうち入力から再構築する層の数（Megatron-LM の --recompute-method block）。チャンクの残りの層は活性値を保持するため、メモリを使う代わりに順伝播の繰り返しを省きます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change recomputed layers</source>
        <translation>再計算する層を変更</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>How selective recomputation chooses what to rebuild: by part of each layer, as Megatron-Core names them (below), or torchtitan&apos;s op-level policy, which keeps the outputs of every other matrix product and of the attention kernel and rebuilds the rest, element-wise work included (activation_checkpoint.mode &quot;selective&quot;, selective_ac_option &quot;op&quot;; dense layers with ordinary attention; docs/model.md 8.2.2).</source>
        <translation>選択的再計算が何を再構築するかの選び方: Megatron-Core の名前による各層の部分ごと (下)、または torchtitan の演算子単位のポリシー。後者は行列積 1 つおきとアテンションカーネルの出力を保持し、要素ごとの処理を含む残りを再構築します (activation_checkpoint.mode &quot;selective&quot;、selective_ac_option &quot;op&quot;、通常のアテンションを持つ密な層、docs/model.md 8.2.2)。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>With selective recomputation: the parts of each layer rebuilt in the backward pass instead of kept (Megatron-Core&apos;s --recompute-modules). Latent attention&apos;s up projections and the norms before it and before the experts cost little to rebuild and free much memory; DeepSeek-V3&apos;s own run recomputed both (DeepSeek-V3 report, Sec. 3.2.3). In dense layers Transformer Engine fuses the norms into the products after them, so recomputing them frees nothing there.</source>
        <translation>選択的再計算のとき：保持せずに逆伝播で再構築する各層の部分（Megatron-Core の --recompute-modules）。潜在アテンションのアップ射影と、その前およびエキスパートの前の正規化は再構築が安く、多くのメモリを空けます。DeepSeek-V3 自身の学習は両方を再計算しました（DeepSeek-V3 レポート 3.2.3 節）。密な層では Transformer Engine が正規化を後続の積に融合するため、再計算しても何も空きません。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Change recomputed parts</source>
        <translation>再計算する部分を変更</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The attention kernel. FlashAttention never stores the score matrix; FlashAttention-2 runs 1.7-3.0x faster than FlashAttention-1 and 1.3-2.5x faster than FlashAttention in Triton (Dao 2023). On Hopper GPUs FlashAttention-3 and cuDNN&apos;s fused attention (Transformer Engine) run 1.7x faster than FlashAttention-2 (Shah et al. 2024). Standard attention keeps the scores and their softmax in memory.</source>
        <translation>アテンションカーネル。FlashAttention はスコア行列を保存しません。FlashAttention-2 は FlashAttention-1 より 1.7～3.0 倍、Triton 版 FlashAttention より 1.3～2.5 倍高速です（Dao 2023）。Hopper GPU では FlashAttention-3 と cuDNN の融合アテンション（Transformer Engine）が FlashAttention-2 より 1.7 倍高速です（Shah et al. 2024）。標準アテンションはスコアとその softmax をメモリに保持します。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>How the layer&apos;s element-wise work runs. Fused: a norm, the rotary embedding, SwiGLU and each bias-dropout-add in one pass, as Megatron-LM and Transformer Engine run them (torch.compile fuses as much). Eager: every PyTorch operation its own kernel, as Hugging Face Transformers&apos; modules run without torch.compile; an RMSNorm then moves 36 bytes an element through fp32 instead of 4, the rotary embedding 20 over strided views; a Llama 3 8B layer measured on an H200 took 20% longer and kept 44% more memory than fused kernels would (docs/model.md 4.4).</source>
        <translation>層の要素単位の処理の実行方法。融合: 正規化、回転位置埋め込み、SwiGLU、各 bias-dropout-add をそれぞれ 1 パスで実行します (Megatron-LM と Transformer Engine の方式。torch.compile も同程度に融合します)。eager: PyTorch の各演算がそれぞれ独立したカーネルで、torch.compile なしの Hugging Face Transformers のモジュールと同じです。RMSNorm は要素あたり 4 バイトではなく fp32 を経由して 36 バイトを動かし、回転位置埋め込みはストライドのあるビュー上で 20 バイトを動かします。H200 で計測した Llama 3 8B の層は融合カーネルより 20% 長くかかり、44% 多くのメモリを保持しました (docs/model.md 4.4)。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The stack that runs the training. Choosing one sets the rows it decides to its own defaults: DeepSpeed runs its own pipeline engine and, below ZeRO-3, reduces the gradients after the backward pass (overlap_comm is off by default); PyTorch FSDP runs each operation as its own kernel unless compiled and DDP copies its gradient buckets. The estimate also takes the stack&apos;s gradient bucket size (Megatron-Core&apos;s grows with the data parallelism) and DeepSpeed&apos;s cap on gathered ZeRO-3 parameters; the launch files start it (docs/model.md 6.9).</source>
        <translation>学習を実行するソフトウェアスタック。選ぶと、それが決める行をそのスタック自身の既定値に設定します。DeepSpeed は独自のパイプラインエンジンを使い、ZeRO-3 未満では逆伝播の後で勾配を集約します (overlap_comm は既定でオフ)。PyTorch FSDP はコンパイルしない限り各演算を個別のカーネルで実行し、DDP は勾配バケットをコピーします。推定はスタックの勾配バケットサイズ (Megatron-Core のものはデータ並列度とともに大きくなる) と、DeepSpeed が集めておく ZeRO-3 パラメータの上限も使います。起動ファイルはこのスタックを起動します (docs/model.md 6.9)。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No: the host issues every kernel</source>
        <translation>いいえ: ホストがすべてのカーネルを起動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes: layers replayed from captured graphs</source>
        <translation>はい: キャプチャしたグラフから層を再生</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether each layer&apos;s kernels are replayed from a captured CUDA graph (Megatron-LM&apos;s --cuda-graph-impl, torch.compile&apos;s mode=&quot;reduce-overhead&quot;). Without graphs a layer takes at least the host&apos;s time to issue its kernels, 1.5 ms forward and backward measured on H200 machines, which paces small models and small micro-batches; graphs remove that wait and keep about a fifth more memory than the activations for their pool (docs/model.md 4.10).</source>
        <translation>各層のカーネルをキャプチャした CUDA グラフから再生するかどうか (Megatron-LM の --cuda-graph-impl、torch.compile の mode=&quot;reduce-overhead&quot;)。グラフがないと、1 層には少なくともホストがカーネルを起動する時間がかかります (H200 マシンで測定した順伝播と逆伝播で 1.5 ms)。これが小さなモデルや小さなマイクロバッチの速度を決めます。グラフはこの待ちをなくし、そのメモリプールとして活性化の約 5 分の 1 を余分に使います (docs/model.md 4.10)。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Where bf16 or fp16 training keeps its weights. 16-bit weights with an fp32 main copy in the optimizer: Megatron-LM, DeepSpeed, FSDP&apos;s MixedPrecision. PyTorch autocast: fp32 weights, gradients and residual stream, each product&apos;s inputs cast to 16 bits, as Hugging Face&apos;s Trainer (bf16=True) and Lightning&apos;s bf16-mixed run it; every weight is then cast in each forward pass and its gradient back, gradients travel in fp32 and each product keeps its 16-bit weight copy for the backward pass (docs/model.md 4.4).</source>
        <translation>bf16 または fp16 の学習が重みをどこに保持するか。オプティマイザに fp32 メインコピーを持つ 16 ビットの重み: Megatron-LM、DeepSpeed、FSDP の MixedPrecision。PyTorch autocast: 重み、勾配、残差ストリームは fp32 で、各積の入力を 16 ビットに変換します（Hugging Face の Trainer (bf16=True) や Lightning の bf16-mixed と同じ）。このとき各重みは順伝播のたびに変換され、その勾配は逆に変換され、勾配は fp32 で転送され、各積は逆伝播のために重みの 16 ビットコピーを保持します (docs/model.md 4.4)。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>fp32 (4 bytes a moment)</source>
        <translation>fp32（モーメントあたり4バイト）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bf16 (2 bytes a moment)</source>
        <translation>bf16（モーメントあたり2バイト）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Precision of the optimizer&apos;s moments (Adam&apos;s m and v, SGD&apos;s momentum). bf16 halves their memory and their traffic in the optimizer step, as Megatron-Core&apos;s precision-aware optimizer (--exp-avg-dtype bf16 --exp-avg-sq-dtype bf16) and NeMo&apos;s distributed Adam with dtype bf16 keep them (docs/model.md 8.1).</source>
        <translation>オプティマイザのモーメント（Adam の m と v、SGD のモメンタム）の精度。bf16 にするとそのメモリとオプティマイザステップでの転送量が半分になります。Megatron-Core の精度対応オプティマイザ（--exp-avg-dtype bf16 --exp-avg-sq-dtype bf16）や dtype bf16 の NeMo 分散 Adam がこの形で保持します（docs/model.md 8.1）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fp32 copy (4 bytes)</source>
        <translation>fp32 コピー（4バイト）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remainders beside bf16 weights (2 bytes)</source>
        <translation>bf16 重みに添えた下位ビット（2バイト）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None: 16-bit weights updated in place</source>
        <translation>なし：16ビット重みをその場で更新</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How mixed precision keeps the fp32 main copy of its 16-bit weights: whole; as the 16 low bits that complete a bf16 weight to fp32 (store_param_remainders of Transformer Engine&apos;s and Apex&apos;s Adam, on in Megatron-Core&apos;s precision-aware optimizer); or not at all (NeMo&apos;s distributed Adam with dtype bf16, metaseq&apos;s --memory-efficient-fp16). fp16 weights keep a whole copy; fp32 and autocast training have none (docs/model.md 8.1).</source>
        <translation>混合精度が 16 ビット重みの fp32 メインコピーをどう保持するか：そのまま、bf16 重みを fp32 に補う下位 16 ビットとして（Transformer Engine と Apex の Adam の store_param_remainders。Megatron-Core の精度対応オプティマイザで有効）、または保持しない（dtype bf16 の NeMo 分散 Adam、metaseq の --memory-efficient-fp16）。fp16 重みはコピー全体を保持し、fp32 と autocast の学習にはコピーがありません（docs/model.md 8.1）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No: every tensor-parallel rank keeps it whole</source>
        <translation>いいえ：各テンソル並列ランクが全体を保持</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes: each rank keeps 1/tp, gathered to rebuild</source>
        <translation>はい：各ランクが 1/tp を保持し、再計算時に集約</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With full recomputation and tensor parallelism without sequence parallelism: each rank keeps 1/tp of a layer&apos;s saved input and all-gathers it before the layer is rebuilt (Megatron-LM&apos;s --distribute-saved-activations, DeepSpeed&apos;s partition_activations; docs/model.md 8.2).</source>
        <translation>完全な再計算とシーケンス並列なしのテンソル並列のとき：各ランクは層の保存入力の 1/tp を保持し、層を再計算する前に all-gather で集めます（Megatron-LM の --distribute-saved-activations、DeepSpeed の partition_activations。docs/model.md 8.2）。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Where fp8 training takes each tensor&apos;s scale. Delayed: from the amax of earlier steps, so a norm writes fp8 directly (Transformer Engine&apos;s DelayedScaling, Megatron-LM&apos;s default). Current: from the tensor&apos;s own amax, read in a pass of its own before every cast (Megatron-LM&apos;s --fp8-recipe tensorwise, torchao&apos;s float8 in torchtitan). That read added 6-8% to a Llama 3 8B layer&apos;s fp8 products on H200s and an H100 (docs/model.md 4.4).</source>
        <translation>FP8 学習が各テンソルのスケールをどこから得るか。遅延: 以前のステップの amax から得るため、正規化は FP8 を直接書き込みます (Transformer Engine の DelayedScaling、Megatron-LM の既定)。カレント: テンソル自身の amax から得て、各変換の前に専用のパスで読み取ります (Megatron-LM の --fp8-recipe tensorwise、torchtitan の torchao float8)。この読み取りは H200 と H100 で Llama 3 8B 層の FP8 行列積を 6〜8% 長くしました (docs/model.md 4.4)。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>dropless</source>
        <translation>ドロップなし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mixture-of-experts models: each expert&apos;s token buffer padded to this multiple of its balanced share (tokens × experts per token ÷ experts), as GShard, Switch Transformer, DeepSpeed-MoE and Megatron-Core with --moe-pad-expert-input-to-capacity run it. The experts compute, keep and send the padding like tokens, so time and memory grow with the factor; tokens beyond the capacity are dropped. Dropless (Megatron-Core&apos;s default): every expert computes its balanced share.</source>
        <translation>Mixture-of-Experts モデル: 各エキスパートのトークンバッファを均等配分 (トークン × トークンあたりのエキスパート数 ÷ エキスパート数) のこの倍数までパディングします (GShard、Switch Transformer、DeepSpeed-MoE、--moe-pad-expert-input-to-capacity 付きの Megatron-Core と同じ)。パディングもトークンと同様に計算・保持・送信されるため、時間とメモリは係数とともに増えます。容量を超えたトークンは破棄されます。ドロップなし (Megatron-Core の既定): 各エキスパートは均等配分だけを計算します。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Change expert capacity</source>
        <translation>エキスパート容量の変更</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Samples to train, e.g. epochs × data set size: 1.2M, 90M or 1.2e6.</source>
        <translation>学習するサンプル数 (例: エポック数 × データセットの大きさ): 1.2M、90M、1.2e6 など。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens to train over the whole run: 15T, 300B or 1.5e12.</source>
        <translation>実行全体で学習するトークン数: 15T、300B、1.5e12 など。</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Training samples</source>
        <translation>学習サンプル数</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>only with full recomputation</source>
        <translation>完全再計算のときのみ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>chosen by torchtitan&apos;s policy above</source>
        <translation>上の torchtitan のポリシーで選択</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only with selective recomputation</source>
        <translation>選択的再計算のときのみ</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The file sets %1 optimizer steps, which override the amount above; changing the amount replaces them.</source>
        <translation>ファイルでオプティマイザステップ数が %1 に設定されており、上の量より優先されます。量を変更するとこの設定は置き換えられます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>= %1 optimizer steps</source>
        <translation>= %1 オプティマイザステップ</translation>
    </message>
</context>
<context>
    <name>scaleplan::DocumentationDialog</name>
    <message>
        <location filename="../widgets/help/DocumentationDialog.cpp" line="+95"/>
        <source>Model and Sources</source>
        <translation>モデルと出典</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Find in this document (Enter: next match)</source>
        <translation>このドキュメント内を検索 (Enter: 次の一致)</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Continued from the top.</source>
        <translation>先頭から続けて検索しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; is not in this document.</source>
        <translation>「%1」はこのドキュメントにありません。</translation>
    </message>
</context>
<context>
    <name>scaleplan::ExportActions</name>
    <message>
        <location filename="../widgets/report/ExportActions.cpp" line="+36"/>
        <source>&amp;PDF Report…</source>
        <translation>PDF レポート(&amp;P)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Sweep CSV…</source>
        <translation>スイープ CSV(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scenario at other node counts, one row each, as in the report</source>
        <translation>他のノード数でのシナリオ（1 行に 1 件、レポートと同じ内容）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Comparison CSV…</source>
        <translation>比較 CSV(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The open and compared scenarios, one row each</source>
        <translation>開いているシナリオと比較対象のシナリオ（1 行に 1 件）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;nsitivity CSV…</source>
        <translation>感度 CSV(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected time and cost with each input 10% lower and higher, as View &gt; Sensitivity and scaleplan-cli sensitivity give them</source>
        <translation>各入力を 10% 低く、または高くしたときの予想時間とコスト（表示 &gt; 感度 および scaleplan-cli sensitivity と同じ）</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>No estimate: %1</source>
        <translation>見積もりできません：%1</translation>
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
        <translation>PDF レポート</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Paper size:</source>
        <translation>用紙サイズ：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export PDF report</source>
        <translation>PDF レポートのエクスポート</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF ドキュメント (*.pdf)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot export the report</source>
        <translation>レポートをエクスポートできません</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Export node sweep</source>
        <translation>ノード数のスイープのエクスポート</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>Page 1: the verdict, time and cost with their range, the cost breakdown and the planner&apos;s best alternative; then assumptions, charts, breakdowns, node sweep, comparison, risk, method notes and sources, on A4 or US Letter</source>
        <translation>1 ページ目: 判定、時間とコストとその範囲、コストの内訳、プランナーの最良の代替案。続いて前提、グラフ、内訳、ノード数のスイープ、比較、リスク、手法に関する注記、出典（A4 または US レター）</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Cannot export the sweep</source>
        <translation>スイープをエクスポートできません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export comparison</source>
        <translation>比較のエクスポート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot export the comparison</source>
        <translation>比較をエクスポートできません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export sensitivity</source>
        <translation>感度のエクスポート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot export the sensitivity</source>
        <translation>感度をエクスポートできません</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chart as an image and as SVG</source>
        <translation>グラフを画像および SVG としてコピー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as &amp;PNG…</source>
        <translation>PNG として保存(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as &amp;SVG…</source>
        <translation>SVG として保存(&amp;S)…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save chart as SVG</source>
        <translation>グラフを SVG として保存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save chart as PNG</source>
        <translation>グラフを PNG として保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG images (*.svg)</source>
        <translation>SVG 画像 (*.svg)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot save the chart</source>
        <translation>グラフを保存できません</translation>
    </message>
</context>
<context>
    <name>scaleplan::FinishTimeChart</name>
    <message>
        <location filename="../widgets/charts/FinishTimeChart.cpp" line="+43"/>
        <source>Simulated finish times</source>
        <translation>シミュレーションによる完了時間</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wall-clock time (h)</source>
        <translation>実時間（時間）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trials</source>
        <translation>試行数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Trials per bin</source>
        <translation>ビンあたりの試行数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>p10 and p90</source>
        <translation>p10 と p90</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p50 (median)</source>
        <translation>p50（中央値）</translation>
    </message>
</context>
<context>
    <name>scaleplan::GoalGroup</name>
    <message>
        <location filename="../widgets/panels/GoalGroup.cpp" line="+14"/>
        <source>Goal</source>
        <translation>目標</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The most the run may cost, in US dollars: 2M, 750k or $2,000,000. The summary says whether the expected cost stays within it, the cost-versus-time chart draws it as a line and the planner searches within it. Empty: no budget.</source>
        <translation>実行にかけられる上限額 (米ドル): 2M、750k、$2,000,000 など。概要は期待コストがその範囲に収まるかを示し、コスト対時間グラフは線で描き、プランナーはその範囲で探索します。空欄: 予算なし。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Budget</source>
        <translation>予算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the run has to be done, from its start: 60 d, 8 w or 1440 h (a number alone is hours). Compared with the expected wall-clock time, failures and restarts included. Empty: no deadline.</source>
        <translation>開始から完了までの期限: 60 日、8 週、1440 h など (数字だけなら時間)。障害と再起動を含む期待所要時間と比べます。空欄: 期限なし。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On-demand or spot</source>
        <translation>オンデマンドまたはスポット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On-demand only</source>
        <translation>オンデマンドのみ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot only</source>
        <translation>スポットのみ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which capacity the planner may buy. The estimate itself prices the spot share set under Scale and risk.</source>
        <translation>プランナーが購入できる容量。見積もり自体は「規模とリスク」で設定したスポット比率で価格を計算します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change capacity</source>
        <translation>容量を変更</translation>
    </message>
</context>
<context>
    <name>scaleplan::InstanceSummaryModel</name>
    <message>
        <location filename="../widgets/planner/InstanceSummaryModel.cpp" line="+49"/>
        <source>Meets the goal</source>
        <translation>目標を満たす</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Over budget and past the deadline</source>
        <translation>予算超過かつ期限超過</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Past the deadline</source>
        <translation>期限超過</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Over budget</source>
        <translation>予算超過</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Meets the goal, narrowly</source>
        <translation>目標をぎりぎり満たす</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Every node on spot capacity, priced at the spot price; the expected time and cost include the reclaims the spot band predicts, each losing the work since the last checkpoint.</source>
        <translation>すべてのノードをスポット容量でスポット価格により計上。予想時間とコストには、スポット帯が予測する回収を含み、その都度最後のチェックポイント以降の作業が失われます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every node bought as %1, at the catalog&apos;s price for it; select the row and apply it to see the whole estimate.</source>
        <translation>すべてのノードを %1 で購入し、カタログ価格で計上。行を選んで適用すると見積もり全体が表示されます。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Instance</source>
        <translation>インスタンス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bought as</source>
        <translation>購入方法</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes</source>
        <translation>ノード数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal</source>
        <translation>目標</translation>
    </message>
</context>
<context>
    <name>scaleplan::LaunchExportDialog</name>
    <message>
        <location filename="../widgets/export/LaunchExport.cpp" line="+44"/>
        <source>torchrun command line</source>
        <translation>torchrun コマンドライン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DeepSpeed configuration</source>
        <translation>DeepSpeed 設定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Megatron-LM arguments</source>
        <translation>Megatron-LM 引数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kubeflow PyTorchJob</source>
        <translation>Kubeflow PyTorchJob</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slurm batch script</source>
        <translation>Slurm バッチスクリプト</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export Launch Files</source>
        <translation>起動ファイルのエクスポート</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The launcher or scheduler the files are written for; every number in them comes from the plan</source>
        <translation>ファイルの出力対象となる起動ツールまたはスケジューラ。ファイル内の数値はすべてプランに基づきます</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Folder the files are saved into (created if needed)</source>
        <translation>ファイルの保存先フォルダ（必要に応じて作成されます）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Browse…</source>
        <translation>参照(&amp;B)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Target:</source>
        <translation>ターゲット(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Folder:</source>
        <translation>フォルダ(&amp;F)：</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>The scenario cannot be planned: %1</source>
        <translation>シナリオを計画できません：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot express this plan: %2</source>
        <translation>%1 ではこのプランを表現できません：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Warning: this plan is predicted not to run as it stands. The files are written anyway and say so in their first lines:</source>
        <translation>警告：このプランはこのままでは実行できないと予測されます。ファイルはそれでも書き出され、冒頭の行にその旨が記載されます：</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Cannot express this plan: %1</source>
        <translation>このプランを表現できません：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose a folder to save the launch files into.</source>
        <translation>起動ファイルの保存先フォルダを選択してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The folder %1 cannot be created; choose another folder.</source>
        <translation>フォルダ %1 を作成できません。別のフォルダを選択してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cannot be written (%2); choose another folder.</source>
        <translation>%1 に書き込めません（%2）。別のフォルダを選択してください。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Launch files not saved</source>
        <translation>起動ファイルは保存されていません</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Folder for the launch files</source>
        <translation>起動ファイルのフォルダ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Launch Files…</source>
        <translation>起動ファイル(&amp;L)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write a torchrun, DeepSpeed, Megatron-LM, Kubeflow or Slurm launch for this plan</source>
        <translation>このプラン用の torchrun、DeepSpeed、Megatron-LM、Kubeflow、Slurm の起動ファイルを書き出します</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved %1 in %2</source>
        <translation>%1 を %2 に保存しました</translation>
    </message>
</context>
<context>
    <name>scaleplan::MainWindow</name>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="-120"/>
        <source>Scaleplan scenarios (*.scaleplan.json *.json);;All files (*)</source>
        <translation>Scaleplan シナリオ (*.scaleplan.json *.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Pick %1 nodes from the chart</source>
        <translation>グラフで %1 ノードを選択</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Inputs</source>
        <translation>入力</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Prices and hardware re-read from %1: the estimate, charts and kept scenarios use them now.</source>
        <translation>%1 から価格とハードウェアを再読み込みしました。見積もり、グラフ、保持したシナリオはこれらを使用します。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New</source>
        <translation>新規(&amp;N)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open scenario</source>
        <translation>シナリオを開く</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Compare With Scenario…</source>
        <translation>シナリオと比較(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare with scenarios</source>
        <translation>シナリオと比較</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Keep for Comparison</source>
        <translation>比較用に保持(&amp;K)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keeps the scenario as it is now as a column of the comparison and a curve on the cost-versus-time chart, to compare your next changes with it</source>
        <translation>現在のシナリオを比較の列とコスト対時間グラフの曲線として保持し、この後の変更と比較できるようにします</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear Comparison</source>
        <translation>比較をクリア</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export</source>
        <translation>エクスポート(&amp;E)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Presentation Mode</source>
        <translation>プレゼンテーションモード(&amp;P)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Tools</source>
        <translation>ツール(&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Model and Sources…</source>
        <translation>モデルと出典(&amp;M)…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Accuracy Against Published Runs…</source>
        <translation>公開済み実行に対する精度(&amp;A)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About Scaleplan</source>
        <translation>Scaleplan について(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About Scaleplan</source>
        <translation>Scaleplan について</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;&lt;b&gt;Scaleplan&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Plans the time, memory and cost of distributed training from FLOPs, bytes, bandwidths and published measurements. Help &gt; Model and Sources (docs/model.md) states every formula and constant with its source.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Scaleplan&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;FLOPs、バイト数、帯域幅、公開された測定値から、分散学習の時間・メモリ・コストを見積もります。すべての数式と定数とその出典は ヘルプ &gt; モデルと出典 (docs/model.md) に記載されています。&lt;/p&gt;&lt;p&gt;GNU GPL バージョン 3 以降のもとでライセンスされています。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot open scenario</source>
        <translation>シナリオを開けません</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;System Default</source>
        <translation>システムの既定(&amp;S)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The new language applies the next time Scaleplan starts.</source>
        <translation>新しい言語は次回 Scaleplan を起動したときに適用されます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1[*] — Scaleplan</source>
        <translation>%1[*] — Scaleplan</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Cannot compare scenario</source>
        <translation>シナリオを比較できません</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Recover unsaved work</source>
        <translation>未保存の作業の復元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scaleplan ended last time without saving a changed scenario. Recover it?</source>
        <translation>前回 Scaleplan は変更されたシナリオを保存せずに終了しました。復元しますか？</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot recover</source>
        <translation>復元できません</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The scenario has unsaved changes. Save them first?</source>
        <translation>シナリオに未保存の変更があります。先に保存しますか？</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+16"/>
        <source>Cannot save scenario</source>
        <translation>シナリオを保存できません</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Save scenario</source>
        <translation>シナリオの保存</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Cannot take these files</source>
        <translation>これらのファイルは受け付けられません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop one Hugging Face config.json at a time, or only scenarios: one to open it, several to compare them.</source>
        <translation>Hugging Face の config.json は一度に 1 つだけドロップするか、シナリオだけをドロップしてください。1 つなら開き、複数なら比較します。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot read the measurements</source>
        <translation>測定値を読み込めません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 を読み込めません：%2</translation>
    </message>
</context>
<context>
    <name>scaleplan::ModelGroup</name>
    <message>
        <location filename="../widgets/panels/ModelGroup.cpp" line="+102"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Sources: %1</source>
        <translation>出典：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Custom shape</source>
        <translation>カスタム構成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A built-in architecture (shape from its paper, see the item&apos;s tooltip), or Custom shape to enter your own.</source>
        <translation>組み込みのアーキテクチャ（構成は論文に基づきます。項目のツールチップを参照）、または独自に入力する「カスタム構成」。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset</source>
        <translation>プリセット</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import Hugging Face config…</source>
        <translation>Hugging Face の設定をインポート…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads the architecture from a Hugging Face config.json (%1). Its sequence length is the model&apos;s maximum context; lower it to the length you train with.</source>
        <translation>Hugging Face の config.json からアーキテクチャを読み込みます（%1）。そのシーケンス長はモデルの最大コンテキスト長なので、実際に学習する長さまで下げてください。</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+280"/>
        <source>Change %1</source>
        <translation>%1の変更</translation>
    </message>
    <message>
        <location line="-233"/>
        <source>Key/value heads; fewer than the attention heads means grouped-query attention.</source>
        <translation>キー/バリューヘッド数。アテンションヘッド数より少ない場合は Grouped-Query Attention になります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hidden / heads</source>
        <translation>隠れ層サイズ / ヘッド数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Width of one attention head. At its lowest it is hidden size / heads; Mistral NeMo and Qwen3 set their own (Megatron-LM&apos;s --kv-channels), which changes the attention products.</source>
        <translation>1 つのアテンションヘッドの幅。最小値では隠れ層サイズ / ヘッド数になります。Mistral NeMo と Qwen3 は独自の値を設定し（Megatron-LM の --kv-channels）、アテンションの行列積が変わります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>whole sequence</source>
        <translation>シーケンス全体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sliding-window attention: the tokens each query attends to (Mistral 7B and Gemma 2: 4096, Gemma 3: 1024). FlashAttention-2 and -3 then compute only that band of the score matrix; FlashAttention-1 and unfused attention still compute all of it.</source>
        <translation>スライディングウィンドウアテンション: 各クエリが参照するトークン数（Mistral 7B と Gemma 2: 4096、Gemma 3: 1024）。FlashAttention-2 と -3 はスコア行列のその帯だけを計算します。FlashAttention-1 と非融合アテンションは行列全体を計算します。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no layer (all windowed)</source>
        <translation>なし（全層ウィンドウ）</translation>
    </message>
    <message>
        <location line="-115"/>
        <source> layers</source>
        <translation> 層</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> layer</source>
        <translation> 層</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>Tokens per training sequence.</source>
        <translation>学習シーケンスあたりのトークン数。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Change MLP type</source>
        <translation>MLP の種類の変更</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>per token</source>
        <translation>トークンあたり</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Mixture of experts: experts per layer and how many each token is routed to. 1 and 1 is a dense model.</source>
        <translation>Mixture of Experts：層あたりのエキスパート数と、各トークンのルーティング先の数。1 と 1 は密なモデルです。</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Experts</source>
        <translation>エキスパート数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change experts</source>
        <translation>エキスパート数の変更</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+25"/>
        <location line="+9"/>
        <location line="+44"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Width of the shared experts every token passes through beside its routed ones (Qwen2-MoE, DeepSeekMoE; Megatron-LM&apos;s --moe-shared-expert-intermediate-size).</source>
        <translation>各トークンがルーティングされたエキスパートに加えて通過する共有エキスパートの幅（Qwen2-MoE、DeepSeekMoE。Megatron-LM の --moe-shared-expert-intermediate-size）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none (ordinary attention)</source>
        <translation>なし（通常のアテンション）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Multi-head latent attention (DeepSeek-V2/V3, Kimi K2): keys and values come up from a compressed latent this wide (DeepSeek-V3: 512; Megatron-LM&apos;s --kv-lora-rank), whose down projection every tensor-parallel rank holds whole. The head width is then each head&apos;s width without its rotary part.</source>
        <translation>マルチヘッド潜在アテンション（DeepSeek-V2/V3、Kimi K2）：キーとバリューはこの幅の圧縮潜在から生成されます（DeepSeek-V3：512。Megatron-LM の --kv-lora-rank）。そのダウン射影はテンソル並列の各ランクが丸ごと保持します。ヘッド幅は回転部分を除いた各ヘッドの幅になります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>With latent attention: the queries come up from a latent this wide (DeepSeek-V3: 1,536; --q-lora-rank); none: straight from the hidden state (DeepSeek-V2-Lite).</source>
        <translation>潜在アテンション使用時：クエリはこの幅の潜在から生成されます（DeepSeek-V3：1,536。--q-lora-rank）。なし：隠れ状態から直接（DeepSeek-V2-Lite）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>values</source>
        <translation>バリュー</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>With latent attention: the rotary part of each query and key head, which the heads&apos; keys share (DeepSeek-V3: 64; --qk-pos-emb-head-dim), and the width of each value head (128; --v-head-dim; none: the head width).</source>
        <translation>潜在アテンション使用時：各クエリ・キーヘッドの回転部分（キーはヘッド間で共有。DeepSeek-V3：64。--qk-pos-emb-head-dim）と、各バリューヘッドの幅（128。--v-head-dim。なし：ヘッド幅）。</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>head width</source>
        <translation>ヘッド幅</translation>
    </message>
    <message>
        <location line="-199"/>
        <source>Model details</source>
        <translation>モデルの詳細</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The architecture&apos;s shape and choices: filled by the preset or the Hugging Face config, to edit for a model of your own.</source>
        <translation>アーキテクチャの形状と選択。プリセットまたは Hugging Face の設定で入力され、独自のモデルでは編集します。</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>With a window: one layer in this many attends to the whole sequence (Gemma 2: 2, Gemma 3: 6, Llama 4: 4; Megatron-LM&apos;s --window-attn-skip-freq).</source>
        <translation>ウィンドウ使用時：この数の層ごとに 1 層がシーケンス全体にアテンションします（Gemma 2：2、Gemma 3：6、Llama 4：4。Megatron-LM の --window-attn-skip-freq）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sliding window</source>
        <translation>スライディングウィンドウ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>chunks</source>
        <translation>チャンク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a window: each query attends to the window&apos;s tokens before it (Mistral, Gemma), or the sequence is cut into chunks of the window&apos;s length and each query attends within its own chunk (Llama 4: 8,192), half as many keys on average. Megatron launch files cannot run chunks.</source>
        <translation>ウィンドウ使用時：各クエリはその前にあるウィンドウ内のトークンにアテンションする（Mistral、Gemma）か、シーケンスをウィンドウ長のチャンクに区切り各クエリが自分のチャンク内だけにアテンションします（Llama 4：8,192）。後者はキー数が平均で半分です。Megatron の起動ファイルはチャンクを実行できません。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The feed-forward block: GELU with two matrices (GPT, BERT, Falcon), GELU with its tanh approximation written out in eight PyTorch operations (Hugging Face&apos;s gelu_new: GPT-2, GPT-J, Phi), or SwiGLU with three (Llama, Mistral, Qwen). The written-out GELU differs only where kernels run eagerly: 36 bytes an element instead of 4 and three more intermediates kept (docs/model.md 4.4).</source>
        <translation>フィードフォワードブロック: 2 つの行列の GELU (GPT、BERT、Falcon)、tanh 近似を 8 つの PyTorch 演算で展開した GELU (Hugging Face の gelu_new: GPT-2、GPT-J、Phi)、または 3 つの行列の SwiGLU (Llama、Mistral、Qwen)。展開された GELU が異なるのはカーネルが eager で実行される場合だけです: 要素あたり 4 バイトではなく 36 バイト、保持する中間値が 3 つ増えます (docs/model.md 4.4)。</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Change latent attention</source>
        <translation>潜在アテンションを変更</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Group-limited routing: the routed experts fall into this many groups of consecutive experts (DeepSeek-V3: 8, one a node in its training; n_group; Megatron-LM&apos;s --moe-router-num-groups). It changes only the DeepEP dispatcher&apos;s traffic; 1: no groups.</source>
        <translation>グループ制限ルーティング：ルーティング対象のエキスパートを連続したこの数のグループに分けます（DeepSeek-V3：8、学習時は 1 ノードに 1 グループ。n_group。Megatron-LM の --moe-router-num-groups）。変わるのは DeepEP ディスパッチャの通信量だけです。1：グループなし。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>all</source>
        <translation>すべて</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The groups that score highest for a token, from which its experts come (DeepSeek-V3: 4 of 8, so a token reaches at most 4 nodes; topk_group; --moe-router-group-topk). They must hold at least the experts a token is routed to.</source>
        <translation>トークンに対してスコアが最も高いグループで、そのエキスパートはここから選ばれます（DeepSeek-V3：8 のうち 4、つまり 1 トークンが届くノードは最大 4。topk_group。--moe-router-group-topk）。トークンがルーティングされるエキスパート数以上を含む必要があります。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Mixture of experts: this many leading layers have one dense MLP instead of experts (DeepSeekMoE 16B: 1, DeepSeek-V3: 3; Megatron-LM&apos;s --moe-layer-freq). They fill the first pipeline stages, so a later stage may set the pace.</source>
        <translation>Mixture of Experts：先頭からこの数の層はエキスパートの代わりに 1 つの密な MLP を持ちます（DeepSeekMoE 16B：1、DeepSeek-V3：3。Megatron-LM の --moe-layer-freq）。これらは最初のパイプラインステージに入るため、後のステージがペースを決めることがあります。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Mixture of experts: after the leading dense layers, one layer in this many has experts and the others one dense MLP (Llama 4 Maverick: 2; Megatron-LM&apos;s --moe-layer-freq). A layer has experts where its number, counted from 1, is a multiple of this, so every pipeline stage holds its share of both kinds.</source>
        <translation>Mixture of Experts：先頭の密な層の後、この数の層ごとに 1 層がエキスパートを持ち、残りは密な MLP を 1 つ持ちます（Llama 4 Maverick：2。Megatron-LM の --moe-layer-freq）。1 から数えた層番号がこの値の倍数である層にエキスパートがあるため、各パイプラインステージが両方の種類を分担します。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>feed-forward width</source>
        <translation>フィードフォワード幅</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Width of the dense layers&apos; MLP (DeepSeekMoE 16B: 10,944 beside experts of 1,408; Megatron-LM&apos;s --ffn-hidden-size beside --moe-ffn-hidden-size).</source>
        <translation>密な層の MLP の幅（DeepSeekMoE 16B：エキスパート 1,408 に対し 10,944。Megatron-LM の --moe-ffn-hidden-size に対する --ffn-hidden-size）。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>attention</source>
        <translation>アテンション</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hidden</source>
        <translation>隠れ層</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dropout probability on the attention scores and after the attention and MLP blocks. Each dropout keeps a 1-byte mask per element for the backward pass; at 0 there is none (Llama-family models train without dropout, GPT-style Megatron-LM models with 0.1).</source>
        <translation>アテンションスコア、およびアテンションブロックと MLP ブロックの後の dropout 確率。各 dropout は逆伝播のために要素ごとに 1 バイトのマスクを保持します。0 ではマスクはありません（Llama 系モデルは dropout なし、GPT 型の Megatron-LM モデルは 0.1 で学習）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dropout</source>
        <translation>Dropout</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Change dropout</source>
        <translation>Dropout を変更</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The layers that add a bias vector: every linear layer and LayerNorm (GPT-2, GPT-3, OPT, BLOOM; Megatron-LM&apos;s default), the query, key and value projections only (Qwen2), none at all (Llama, Mistral, Gemma, MPT), LayerNorm&apos;s shift only (Falcon), or the MLP&apos;s projections and LayerNorm but no attention projection (GPT-J). Counts their parameters; Megatron launch files pass --disable-bias-linear, and cannot keep the MLP&apos;s biases alone.</source>
        <translation>バイアスベクトルを加える層: すべての線形層と LayerNorm (GPT-2、GPT-3、OPT、BLOOM。Megatron-LM の既定)、クエリ・キー・バリューの射影のみ (Qwen2)、なし (Llama、Mistral、Gemma、MPT)、LayerNorm のシフトのみ (Falcon)、または MLP の射影と LayerNorm でアテンションの射影にはなし (GPT-J)。そのパラメータを数えます。Megatron の起動ファイルは --disable-bias-linear を渡し、MLP のバイアスだけを残すことはできません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>LayerNorm keeps a scale and, unless no layer or only query, key and value have biases, a shift per channel; RMSNorm a scale only (Llama-family models).</source>
        <translation>LayerNorm はチャネルごとにスケールと、バイアスがない場合やクエリ・キー・バリューのみにある場合を除きシフトを持ちます。RMSNorm はスケールのみ (Llama 系モデル)。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Norms of the queries and keys before attention, of the kind above: one of a head&apos;s width shared by the heads (Qwen3, Gemma 3; Megatron-LM&apos;s --qk-layernorm), one over the whole query and one over the key projection (OLMo 2), or an L2 norm of each head without a scale (Llama 4; Megatron-LM&apos;s --qk-l2-norm). Each is a pass over every query and key value and keeps its input for the backward pass; Megatron launch files cannot run norms over the whole projections.</source>
        <translation>アテンション前のクエリとキーの正規化 (上の種類)。ヘッド幅の正規化をヘッド間で共有するもの (Qwen3、Gemma 3、Megatron-LM の --qk-layernorm)、クエリ射影全体とキー射影全体にそれぞれ 1 つ (OLMo 2)、またはスケールなしの各ヘッドの L2 正規化 (Llama 4、Megatron-LM の --qk-l2-norm)。いずれもすべてのクエリ値とキー値を 1 パスで処理し、逆伝播のために入力を保持します。Megatron の起動ファイルは射影全体に対する正規化を実行できません。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How token positions enter: learned absolute embeddings (GPT-2, GPT-3; sequence length x hidden size parameters on the first pipeline stage), rotary embeddings (Llama, GPT-NeoX) or ALiBi attention biases (MPT, BLOOM), which have no parameters. Megatron-LM cannot run ALiBi.</source>
        <translation>トークン位置の入れ方：学習済みの絶対位置埋め込み（GPT-2、GPT-3。系列長 x 隠れ次元のパラメータが最初のパイプライン段に載る）、回転埋め込み（Llama、GPT-NeoX）、または ALiBi のアテンションバイアス（MPT、BLOOM）。後の二つはパラメータを持ちません。Megatron-LM は ALiBi を実行できません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Attention, then the MLP, each with its own norm and residual add (GPT, Llama), or both on the same input with their outputs added together (GPT-J, PaLM and Falcon-7B with one norm; GPT-NeoX and Falcon-40B with a norm each). Side by side, tensor parallelism reduces the two outputs once per forward pass instead of twice. Megatron-LM cannot run it.</source>
        <translation>アテンションの後に MLP、それぞれ独自の正規化と残差加算（GPT、Llama）、または両方を同じ入力に適用して出力を足し合わせる（GPT-J、PaLM、Falcon-7B は正規化 1 つ、GPT-NeoX と Falcon-40B はそれぞれに正規化）。並列ではテンソル並列が順伝播ごとに 2 つの出力を 2 回ではなく 1 回で集約します。Megatron-LM では実行できません。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Causal: each token attends to the tokens before it (GPT, Llama and every decoder); bidirectional: to the whole sequence (BERT and other encoders). A bidirectional layer computes the whole score matrix, twice a causal FlashAttention kernel&apos;s work, at the rates measured without a mask. Megatron launch files train decoders only.</source>
        <translation>因果的：各トークンはそれより前のトークンに注意を向けます（GPT、Llama などすべてのデコーダ）。双方向：系列全体に注意を向けます（BERT などのエンコーダ）。双方向の層はスコア行列全体を計算し、因果的な FlashAttention カーネルの 2 倍の仕事を、マスクなしで測定された速度で行います。Megatron の起動ファイルはデコーダのみを学習します。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Choose model %1</source>
        <translation>モデル %1 の選択</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose custom model shape</source>
        <translation>カスタムモデル構成の選択</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+10"/>
        <location line="+13"/>
        <location line="+10"/>
        <source>Import Hugging Face config</source>
        <translation>Hugging Face の設定をインポート</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Hugging Face config (config.json *.json);;All files (*)</source>
        <translation>Hugging Face の設定 (config.json *.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 を読み込めません：%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+9"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1 cannot be imported.

%2</source>
        <translation>%1 をインポートできません。

%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import %1</source>
        <translation>%1 のインポート</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 was imported.

%2</source>
        <translation>%1 をインポートしました。

%2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The parameter count the model states.</source>
        <translation>モデルが示すパラメータ数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted from the shape: every weight, bias, norm and learned position, all experts included (docs/model.md 4.1). Compare it with the model card to check a custom shape.</source>
        <translation>形状から計数：すべての重み、バイアス、正規化、学習済み位置埋め込み、全エキスパートを含みます（docs/model.md 4.1）。独自の形状を確かめるにはモデルカードと比べてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 FLOPs</source>
        <translation>%1 FLOPs</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>n/a</source>
        <translation>該当なし</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>required</source>
        <translation>必須</translation>
    </message>
</context>
<context>
    <name>scaleplan::ParallelGroup</name>
    <message>
        <location filename="../widgets/panels/ParallelGroup.cpp" line="+45"/>
        <source>Parallel layout</source>
        <translation>並列構成</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+24"/>
        <location line="+69"/>
        <source>Change %1</source>
        <translation>%1の変更</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>GPUs that split every matrix of a layer (Megatron tensor parallelism). Must divide the attention and key/value heads; best kept inside one node. The arrows double and halve it.</source>
        <translation>層の各行列を分割する GPU 数（Megatron のテンソル並列）。アテンションヘッド数とキー/バリューヘッド数を割り切れる必要があり、1 ノード内に収めるのが最適です。矢印で 2 倍・半分に変更します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pipeline stages: consecutive layers on different GPUs. More stages need more micro-batches to keep the bubble small.</source>
        <translation>パイプラインステージ：連続する層を別々の GPU に配置します。ステージが多いほど、バブルを小さく保つためにより多くのマイクロバッチが必要です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Interleaved chunks per pipeline stage (1 = plain 1F1B); more chunks shrink the bubble but add pipeline sends.</source>
        <translation>パイプラインステージあたりのインターリーブチャンク数（1 = 通常の 1F1B）。チャンクを増やすとバブルは小さくなりますが、パイプライン送信が増えます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs that share each sequence (Megatron-Core context parallelism): each holds 1/cp of the tokens and their activations, and attention passes keys and values around the group, hidden behind the attention work while tp × cp GPUs fit in a node. Needs fused attention and a sequence length that is a multiple of 2 × cp. The arrows double and halve it.</source>
        <translation>各シーケンスを分担する GPU 数（Megatron-Core のコンテキスト並列）：各 GPU がトークンとその活性の 1/cp を持ち、アテンションはキーとバリューをグループ内で環状に受け渡します。tp × cp 台の GPU が 1 ノードに収まる間はアテンション計算の裏に隠れます。融合アテンションと、2 × cp の倍数のシーケンス長が必要です。矢印で 2 倍・半分にします。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The data-parallel degree is derived: every GPU not used for tensor, pipeline or context parallelism holds a replica.</source>
        <translation>データ並列度は導出されます：テンソル並列・パイプライン並列・コンテキスト並列に使われない各 GPU がレプリカを持ちます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Data-parallel GPUs that share each mixture-of-experts layer&apos;s routed experts (Megatron-Core expert parallelism): each holds experts / ep of them, and every layer sends its tokens to their experts and back by all-to-all, on the node&apos;s link while tp × ep GPUs fit in a node. Must divide the experts and dp × cp; beside tp it needs sequence parallelism.</source>
        <translation>Mixture-of-Experts 各層のルーティングされるエキスパートを分担するデータ並列 GPU（Megatron-Core のエキスパート並列）：各 GPU はエキスパート / ep 個を保持し、各層はトークンを all-to-all でエキスパートへ送り、結果を戻します。tp × ep 台の GPU がノードに収まる間はノード内リンクを使います。エキスパート数と dp × cp を割り切る必要があり、tp と併用するにはシーケンス並列が必要です。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Overlap with another micro-batch</source>
        <translation>別のマイクロバッチと重ねる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Megatron-Core&apos;s batch-level overlap (--overlap-moe-expert-parallel-comm with --delay-wgrad-compute, MCore 0.14; DeepSeek-V3&apos;s DualPipe pairs micro-batches the same way): one micro-batch&apos;s all-to-alls run while another computes, so all but one micro-batch&apos;s hide as far as that compute reaches. Needs expert parallelism and at least two micro-batches a step.</source>
        <translation>Megatron-Core のバッチ単位オーバーラップ（--overlap-moe-expert-parallel-comm と --delay-wgrad-compute、MCore 0.14。DeepSeek-V3 の DualPipe も同様にマイクロバッチを組にします）：あるマイクロバッチの all-to-all を別のマイクロバッチの計算中に実行するため、1 つを除くすべてのマイクロバッチの通信がその計算の範囲で隠れます。エキスパート並列と 1 ステップに 2 つ以上のマイクロバッチが必要です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Overlap expert all-to-alls</source>
        <translation>エキスパート all-to-all を重ねる</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Do not overlap expert all-to-alls</source>
        <translation>エキスパート all-to-all を重ねない</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>as tp</source>
        <translation>tp と同じ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs that split each routed expert (Megatron-Core --expert-tensor-parallel-size), a divisor of tp. Below tp the experts stay whole on more GPUs: each holds experts / (ep × this) of them at full width, no tensor-parallel traffic runs in the expert layers, and the expert-parallel group is taken from tp × dp × cp ÷ this ranks (MoE parallel folding); it needs sequence parallelism.</source>
        <translation>各ルーティング先エキスパートを分割する GPU 数 (Megatron-Core --expert-tensor-parallel-size)。tp の約数です。tp 未満ではエキスパートはより多くの GPU 上で分割されずに保持されます: 各 GPU はエキスパート数 / (ep × この値) 個を全幅で持ち、エキスパート層ではテンソル並列の通信がなく、エキスパート並列グループは tp × dp × cp ÷ この値のランクから取られます (MoE parallel folding)。シーケンス並列が必要です。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>0: none</source>
        <translation>0：なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1: optimizer states</source>
        <translation>1：オプティマイザ状態</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2: + gradients</source>
        <translation>2：+ 勾配</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3: + weights (FSDP)</source>
        <translation>3：+ 重み（FSDP）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO shards model states over the data-parallel replicas: each stage saves memory and adds communication.</source>
        <translation>ZeRO はモデル状態をデータ並列レプリカ間でシャーディングします。ステージが上がるごとにメモリが減り、通信が増えます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change ZeRO stage</source>
        <translation>ZeRO ステージの変更</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>all of dp</source>
        <translation>dp 全体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hybrid sharding: shard over groups of this many data-parallel ranks and replicate across the groups. Must divide dp.</source>
        <translation>ハイブリッドシャーディング：この数のデータ並列ランクからなるグループ内でシャーディングし、グループ間では複製します。dp を割り切れる必要があります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change ZeRO shard group</source>
        <translation>ZeRO シャードグループの変更</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shard norms and dropout over tp</source>
        <translation>正規化と dropout を tp で分割</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Megatron sequence parallelism; needs tp &gt; 1 to matter.</source>
        <translation>Megatron のシーケンス並列。tp &gt; 1 のときのみ効果があります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Use sequence parallelism</source>
        <translation>シーケンス並列の有効化</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Do not use sequence parallelism</source>
        <translation>シーケンス並列の無効化</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Overlap with the matrix products</source>
        <translation>行列積と重ねる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transformer Engine&apos;s userbuffers (Megatron-LM&apos;s --tp-comm-overlap): the sequence-parallel all-gathers and reduce-scatters run in chunks beside the matrix products that use them. Needs sequence parallelism and tp inside one node.</source>
        <translation>Transformer Engine の userbuffers（Megatron-LM の --tp-comm-overlap）: シーケンス並列の all-gather と reduce-scatter を、それを使う行列積と並行して分割実行します。シーケンス並列と 1 ノード内の tp が必要です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Overlap tensor-parallel communication</source>
        <translation>テンソル並列通信を重ねる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not overlap tensor-parallel communication</source>
        <translation>テンソル並列通信を重ねない</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>In place (Megatron-LM, DeepSpeed)</source>
        <translation>その場で (Megatron-LM, DeepSpeed)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copied (PyTorch DDP default)</source>
        <translation>コピー (PyTorch DDP の既定)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the data-parallel all-reduce (ZeRO 0) reduces the gradients. Megatron-LM and DeepSpeed reduce the buffer the gradients live in. PyTorch DistributedDataParallel, unless gradient_as_bucket_view=True, keeps its buckets beside the gradients: one more gradient-sized buffer per GPU (16-bit in mixed precision) and two copies a step.</source>
        <translation>データ並列 all-reduce (ZeRO 0) が勾配をどこで集約するか。Megatron-LM と DeepSpeed は勾配が置かれたバッファをそのまま集約します。PyTorch DistributedDataParallel は gradient_as_bucket_view=True でない限りバケットを勾配とは別に持ちます: GPU ごとに勾配と同じ大きさのバッファが 1 つ増え (混合精度では 16 ビット)、ステップごとに 2 回コピーします。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How routed tokens reach their experts. The all-to-all sends one copy of a token for each expert it goes to. DeepEP (Megatron-Core&apos;s flex dispatcher, --moe-enable-deepep) sends one copy to each GPU that holds any of its experts and, across nodes, one copy to each node, forwarded inside it over NVLink (DeepSeek-V3 report, Sec. 3.2.2). With expert groups that map to nodes the network carries at most one copy for each group a token may use.</source>
        <translation>ルーティングされたトークンがエキスパートに届く方法。All-to-all は、トークンが向かうエキスパートごとに 1 コピーを送ります。DeepEP（Megatron-Core の flex ディスパッチャ、--moe-enable-deepep）は、そのエキスパートのいずれかを持つ GPU ごとに 1 コピーを送り、ノード間ではノードごとに 1 コピーを送ってノード内で NVLink 経由で転送します（DeepSeek-V3 報告書 3.2.2 節）。ノードに対応するエキスパートグループでは、ネットワークを流れるのはトークンが使えるグループごとに最大 1 コピーです。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Overlap with the next chunk</source>
        <translation>次のチャンクと重ねる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Megatron-Core&apos;s interleaved schedule sends each activation while the next chunk computes (overlap_p2p_comm, on by default in current Megatron-LM; --no-overlap-p2p-communication turns it off). The warm-up&apos;s and the flush&apos;s sends stay exposed. Needs more than one pipeline stage and virtual stage.</source>
        <translation>Megatron-Core のインターリーブ方式のスケジュールは、次のチャンクの計算中に各活性を送信します（overlap_p2p_comm。現行の Megatron-LM では既定で有効、--no-overlap-p2p-communication で無効）。ウォームアップとフラッシュの送信は露出したままです。パイプライン段と仮想段がそれぞれ 2 以上必要です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Overlap pipeline sends</source>
        <translation>パイプライン送信を重ねる</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Do not overlap pipeline sends</source>
        <translation>パイプライン送信を重ねない</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The software that runs the pipeline. Megatron-LM scatters each activation over the tensor-parallel ranks and gathers it on arrival, so each rank sends 1/tp of it; DeepSpeed&apos;s pipeline engine sends all of it from every rank (with sequence parallelism each rank holds 1/tp anyway) and, in BF16 with ZeRO 1, all-reduces the FP32 gradients where Megatron-LM reduce-scatters them.</source>
        <translation>パイプラインを実行するソフトウェアです。Megatron-LM は各アクティベーションをテンソル並列ランクに分散して到着時に集めるため、各ランクは 1/tp を送ります。DeepSpeed のパイプラインエンジンは各ランクから全体を送り (シーケンス並列では各ランクはもともと 1/tp だけを持ちます)、BF16 と ZeRO 1 では Megatron-LM が reduce-scatter する FP32 勾配を all-reduce します。</translation>
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
        <translation>%1 は整数ではありません</translation>
    </message>
</context>
<context>
    <name>scaleplan::PlanTableModel</name>
    <message>
        <location filename="../widgets/planner/PlanTableModel.cpp" line="+75"/>
        <source> (groups of %1)</source>
        <translation>（%1 ごとのグループ）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>selective</source>
        <translation>選択的</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>full, %1 per chunk</source>
        <translation>完全、チャンクあたり %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>TP, PP</source>
        <translation>TP、PP</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Expected wall-clock time: failure-free %1 plus checkpoints, failures and restarts (engine estimate)</source>
        <translation>予想される実時間：障害なしの %1 に、チェックポイント、障害、再起動を加えた値（エンジンの見積もり）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Model FLOPs per second per GPU against the dense peak for the training precision</source>
        <translation>GPU 1 基・1 秒あたりのモデル FLOPs と、学習精度における密なピーク性能との比</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Context parallelism: GPUs that share each sequence, passing keys and values around a ring</source>
        <translation>コンテキスト並列：各シーケンスを分担し、キーとバリューを環状に受け渡す GPU 数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Communication run beside compute: TP, the tensor-parallel collectives beside the matrix products (Transformer Engine); PP, the pipeline sends beside the next chunk (Megatron-Core&apos;s interleaved schedule)</source>
        <translation>計算と並行して行う通信：TP は行列積と並行するテンソル並列の集団通信（Transformer Engine）、PP は次のチャンクと並行するパイプライン送信（Megatron-Core のインターリーブ・スケジュール）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Instance</source>
        <translation>インスタンス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes</source>
        <translation>ノード数</translation>
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
        <translation>%1、エキスパート tp %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>selective: every other product</source>
        <translation>選択的: 行列積 1 つおき</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>selective: %1</source>
        <translation>選択的：%1</translation>
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
        <translation>プラン 1 と同じです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 more than plan 1.</source>
        <translation>プラン 1 より %1 多い。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 less than plan 1.</source>
        <translation>プラン 1 より %1 少ない。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Within the %1 to which the engine&apos;s order of layouts was checked against measurements, so treat the two as a tie (docs/planner.md).</source>
        <translation>レイアウトの順位を実測と照合した精度 %1 以内のため、両者は同等とみなしてください（docs/planner.md）。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>it meets the deadline by %1</source>
        <translation>期限まで %1 の余裕</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it stays %1 under the budget</source>
        <translation>予算を %1 下回る</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close to the goal: %1, less than the %2 by which estimates like it were off on published runs.</source>
        <translation>目標すれすれです：%1。公開された実行では、同様の見積もりが最大 %2 ずれていました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> and </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Instance hours at the expected time plus storage and egress, at the catalog&apos;s prices (Tools &gt; Instance Prices)</source>
        <translation>想定時間分のインスタンス時間とストレージ・送信トラフィック（カタログの価格による。ツール &gt; インスタンス価格）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Expert parallelism: data-parallel GPUs that share each layer&apos;s routed experts, sending tokens to them by all-to-all. &quot;Expert tp&quot;: the GPUs that split each routed expert where fewer than tp (1: experts kept whole)</source>
        <translation>エキスパート並列：各層のルーティングされるエキスパートを分担し、all-to-all でトークンを送るデータ並列 GPU。「エキスパート tp」：tp より少ない場合に各ルーティングエキスパートを分割する GPU の数（1：エキスパートを分割しない）</translation>
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
        <translation>マイクロバッチ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recompute</source>
        <translation>再計算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Virtual stages</source>
        <translation>仮想ステージ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SP</source>
        <translation>SP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overlap</source>
        <translation>オーバーラップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost</source>
        <translation>コスト</translation>
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
        <translation>最短時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lowest cost</source>
        <translation>最低コスト</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Fastest at a fair cost</source>
        <translation>妥当なコストで最速</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What ranks the plans; the budget and deadline of the Goal drop plans that miss them. Fastest at a fair cost: the fastest plans that cost at most the extra below more than the cheapest plan. Shortest time alone picks the most nodes, even where they add little speed for much money.</source>
        <translation>プランの順位付けの基準です。目標の予算と期限を満たさないプランは除外されます。妥当なコストで最速：最安のプランより、下で指定した割増分以内の費用で済むプランのうち最速のもの。最短時間だけでは、わずかな速度向上に多額の費用がかかる場合でも最多ノード数が選ばれます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Objective:</source>
        <translation>順位付け：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> %</source>
        <translation>%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much more than the cheapest plan you would pay for a faster one: your choice, not a measured figure</source>
        <translation>より速いプランのために最安プランよりどれだけ多く支払ってよいか：測定値ではなく、あなたの選択です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extra cost accepted:</source>
        <translation>許容する追加費用：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search node counts</source>
        <translation>ノード数を探索</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Also try 1, 2, 3, 4, 6, 8 ... up to 1024 nodes</source>
        <translation>1、2、3、4、6、8 ... 1024 ノードまでも試します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search every instance type</source>
        <translation>すべてのインスタンスタイプを探索</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Also try every priced catalog instance</source>
        <translation>価格のあるカタログのインスタンスをすべて試します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the scenario&apos;s ZeRO stage, recomputation, sequence and context parallelism</source>
        <translation>シナリオの ZeRO ステージ、再計算、シーケンス並列とコンテキスト並列を維持</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>For the software you run: search only tp, pp, dp, micro-batch and virtual stages, and keep the ZeRO stage, activation recomputation, sequence parallelism, context and expert parallelism and the communication overlaps the scenario sets (for example Megatron-LM without a distributed optimizer, or FSDP with full activation checkpointing)</source>
        <translation>使用するソフトウェアに合わせて：tp、pp、dp、マイクロバッチ、仮想ステージだけを探索し、シナリオの ZeRO ステージ、活性の再計算、シーケンス並列、コンテキスト並列、エキスパート並列、通信のオーバーラップは維持します（例：分散オプティマイザなしの Megatron-LM、完全な活性チェックポイントを使う FSDP）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Plans listed:</source>
        <translation>表示するプラン数：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Search</source>
        <translation>探索(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search parallel layouts (tp, pp, dp, ZeRO, micro-batch, recompute, virtual stages, sequence parallelism)</source>
        <translation>並列構成を探索（tp、pp、dp、ZeRO、マイクロバッチ、再計算、仮想ステージ、シーケンス並列）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Apply plan</source>
        <translation>プランを適用(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set the scenario to the selected plan (one undo step)</source>
        <translation>選択したプランをシナリオに設定します（1 回で元に戻せます）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export CSV…</source>
        <translation>CSV にエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the listed plans, with every layout and result column, to a CSV file (as scaleplan-cli plan --format csv)</source>
        <translation>一覧のプランを、すべてのレイアウト列と結果列とともに CSV ファイルに書き出します（scaleplan-cli plan --format csv と同じ）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How far to trust the order: among 109 measured layouts of four GPT models on one A100 cluster (vTrain, not used to build the model), the layout ranked fastest ran within 5% of the fastest measured one. Tensor parallelism of 2 is rated too well for 18-39B models (docs/planner.md).</source>
        <translation>順位の信頼度: 1 台の A100 クラスタ上の 4 つの GPT モデルの実測レイアウト 109 件（vTrain、モデル構築には不使用）では、最速と評価したレイアウトは実測最速の 5% 以内で動きました。18〜39B モデルではテンソル並列 2 を高く評価しすぎます（docs/planner.md）。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Best per instance type</source>
        <translation>インスタンスタイプ別の最良</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The best plan of each instance type on demand, on spot and reserved where the catalog has a price for it, whether or not it meets the goal</source>
        <translation>各インスタンスタイプのオンデマンド、スポット、予約（カタログに価格がある場合）での最良プラン。目標を満たすかどうかにかかわらず表示</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Plans</source>
        <translation>プラン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The best layouts found, ranked by the objective</source>
        <translation>見つかった最良のレイアウト（目的で順位付け）</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Searching...</source>
        <translation>探索中...</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Searching... best so far: %1 × %2 nodes, %3, %4</source>
        <translation>検索中… これまでの最良：%1 × %2 ノード、%3、%4</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cheapest within the deadline</source>
        <translation>期限内で最安</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fastest within the budget</source>
        <translation>予算内で最速</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cancelled after %1 configurations.</source>
        <translation>%1 個の構成を調べた後にキャンセルしました。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 configurations searched; %2 plans on the cost-time frontier.</source>
        <translation>%1 件の構成を探索。コスト・時間フロンティア上のプラン %2 件。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Listed: the fastest plans costing at most %1% more than the cheapest (%2).</source>
        <translation>一覧：最安（%2）より最大 %1% 高いプランのうち最速のもの。</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Apply plan: tp %1, pp %2, dp %3</source>
        <translation>プランの適用：tp %1、pp %2、dp %3</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No plans to export: search first.</source>
        <translation>エクスポートするプランがありません。先に検索してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+5"/>
        <source>Export plans</source>
        <translation>プランのエクスポート</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Planner</source>
        <translation>プランナー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Planner</source>
        <translation>プランナー(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search parallel layouts, node counts and instances</source>
        <translation>並列構成、ノード数、インスタンスを探索</translation>
    </message>
</context>
<context>
    <name>scaleplan::PriceTableModel</name>
    <message>
        <location filename="../widgets/prices/PriceTableModel.cpp" line="+67"/>
        <source>%1/h</source>
        <translation>%1/時</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none (on-demand)</source>
        <translation>なし（オンデマンド）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>What one node costs an hour on demand. Double-click to enter the price you pay; 0 means no price is known (costs are then zero).</source>
        <translation>1 ノードのオンデマンドでの 1 時間あたりの価格です。ダブルクリックして実際に支払う価格を入力します。0 は価格が不明であることを意味します（その場合コストはゼロになります）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What one node costs an hour on spot capacity (the Spot share slider). Double-click to enter it; 0 means none, and spot nodes are charged the on-demand price.</source>
        <translation>1 ノードのスポット容量での 1 時間あたりの価格です（スポット比率スライダー）。ダブルクリックして入力します。0 はなしを意味し、スポットノードにはオンデマンド価格が適用されます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>From %1: on demand %2, spot %3</source>
        <translation>出典 %1：オンデマンド %2、スポット %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From %1, %2</source>
        <translation>出典 %1、%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Source: %1, %2. The full provenance is in the catalog file and in the report&apos;s appendix of sources.</source>
        <translation>出典：%1、%2。詳しい出所はカタログファイルとレポートの出典付録にあります。</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>entered by the user</source>
        <translation>ユーザーが入力</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Instance type</source>
        <translation>インスタンスタイプ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On demand</source>
        <translation>オンデマンド</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spot</source>
        <translation>スポット</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Price date</source>
        <translation>価格の日付</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>price entered by the user on %1</source>
        <translation>%1 にユーザーが入力した価格</translation>
    </message>
</context>
<context>
    <name>scaleplan::PricesDialog</name>
    <message>
        <location filename="../widgets/prices/PricesDialog.cpp" line="+60"/>
        <source>/h</source>
        <translation>/時</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no price</source>
        <translation>価格なし</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Instance Prices</source>
        <translation>インスタンス価格</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What a node of each instance type costs an hour, in US dollars. Double-click a price to enter what you pay: saved prices go to your catalog, %1, and apply at once, here and on the command line.</source>
        <translation>各インスタンスタイプの 1 ノードあたり 1 時間の価格（米ドル）です。価格をダブルクリックして実際に支払う額を入力します。保存した価格はカタログ %1 に書き込まれ、ここでもコマンドラインでもすぐに適用されます。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>About the built-in prices: %1</source>
        <translation>組み込み価格について：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Filter by provider, instance type or GPU</source>
        <translation>プロバイダー、インスタンスタイプ、GPU で絞り込み</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Writes the changed prices (in bold) to %1</source>
        <translation>変更した価格（太字）を %1 に書き込みます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset to Built-in</source>
        <translation>組み込みに戻す(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puts the built-in price and date back on the selected rows</source>
        <translation>選択した行の価格と日付を組み込みの値に戻します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import SkyPilot File…</source>
        <translation>SkyPilot ファイルをインポート(&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads current prices from a SkyPilot catalog file (catalogs/v7/&lt;cloud&gt;/vms.csv) into your catalog</source>
        <translation>SkyPilot カタログファイル（catalogs/v7/&lt;cloud&gt;/vms.csv）から現在の価格をカタログに読み込みます</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+72"/>
        <source>Nothing was saved: %1</source>
        <translation>何も保存されませんでした：%1</translation>
    </message>
    <message numerus="yes">
        <location line="-59"/>
        <source>Saved %n price(s) to %1; the estimate and the charts use them now.</source>
        <translation>
            <numerusform>%n 件の価格を %1 に保存しました。見積もりとグラフに反映されています。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Not built in, so left as they are: %1</source>
        <translation>組み込みではないため、そのままにしました：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save or reset the changed prices first, then import.</source>
        <translation>先に変更した価格を保存またはリセットしてから、インポートしてください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing was imported from %1: %2</source>
        <translation>%1 から何もインポートされませんでした: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing was imported: no GPU instance type of %1 in %2 maps to a catalog GPU.</source>
        <translation>何もインポートされませんでした: %1 の %2 にある GPU インスタンスタイプはどれもカタログの GPU に対応しません。</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Imported %n price(s) of %1, dated %2, into %3.</source>
        <translation>
            <numerusform>%1 の %n 件の価格（%2 時点）を %3 にインポートしました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not imported (no catalog GPU by that name, or another GPU count): %1.</source>
        <translation>インポートされなかったもの（その名前のカタログ GPU がないか、GPU 数が異なる）: %1。</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+6"/>
        <source>Import SkyPilot Catalog File</source>
        <translation>SkyPilot カタログファイルのインポート</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>SkyPilot catalog (*.csv)</source>
        <translation>SkyPilot カタログ (*.csv)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cloud:</source>
        <translation>クラウド:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Region:</source>
        <translation>リージョン:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save the changed prices?</source>
        <translation>変更した価格を保存しますか？</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Instance &amp;Prices…</source>
        <translation>インスタンス価格(&amp;P)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Enter what each instance type costs you an hour</source>
        <translation>各インスタンスタイプに 1 時間あたり支払う額を入力します</translation>
    </message>
</context>
<context>
    <name>scaleplan::QuantityEdit</name>
    <message>
        <location filename="../widgets/common/QuantityEdit.cpp" line="+130"/>
        <source>%1 d</source>
        <comment>days</comment>
        <translation>%1 日</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h</source>
        <comment>hours</comment>
        <translation>%1 時間</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+46"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Cannot read &quot;%1&quot;: %2 The value stays %3.</source>
        <translation>「%1」を読み取れません: %2 値は %3 のままです。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>type an amount in US dollars, for example 2M, 750k or $2,000,000.</source>
        <translation>米ドルの金額を入力してください (例: 2M、750k、$2,000,000)。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>type a duration, for example 60 d, 8 w or 1440 h (a number alone is hours).</source>
        <translation>期間を入力してください (例: 60 日、8 週、1440 h。数字だけなら時間)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>type a number, for example 15T, 300B or 1.5e12.</source>
        <translation>数値を入力してください (例: 15T、300B、1.5e12)。</translation>
    </message>
</context>
<context>
    <name>scaleplan::RiskPanel</name>
    <message>
        <location filename="../widgets/risk/RiskFeature.cpp" line="-5"/>
        <source>Risk</source>
        <translation>リスク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Risk</source>
        <translation>リスク(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failures, spot reclaims and checkpoints: simulated finish times and costs</source>
        <translation>障害、スポット回収、チェックポイント：シミュレーションによる完了時間とコスト</translation>
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
        <translation>シナリオが有効ではありません：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nothing to simulate: %1</source>
        <translation>シミュレーションする対象がありません：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to simulate: the run has no work.</source>
        <translation>シミュレーションする対象がありません：実行する作業がありません。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Hardware failures on every node (mean time between failures from the Llama 3 report: 419 interruptions in 54 days on 16,384 GPUs) and reclaims of spot nodes (AWS Spot Advisor band), each losing the work since the last checkpoint plus a restart. Percentiles of 10,000 simulated runs; the seed comes from the scenario, so the same scenario always gives the same figures. See docs/risk.md.</source>
        <translation>すべてのノードでのハードウェア障害（平均故障間隔は Llama 3 のレポートによる：16,384 GPU で 54 日間に 419 回の中断）と、スポットノードの回収（AWS Spot Advisor の区分）。いずれも最後のチェックポイント以降の作業を失い、再起動が必要です。10,000 回のシミュレーション実行のパーセンタイルを示します。シードはシナリオから決まるため、同じシナリオでは常に同じ数値になります。docs/risk.md を参照。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> h</source>
        <translation> 時間</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How long a reclaimed spot node takes to be replaced, on top of the restart (an assumption: 1 h by default). Continuing on fewer nodes does not wait but runs slower.</source>
        <translation>回収されたスポットノードが、再起動に加えて交換されるまでにかかる時間（仮定値：既定は 1 時間）。少ないノードで続行する場合は待ちませんが、実行は遅くなります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spot replacement wait:</source>
        <translation>スポット交換の待ち時間：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Wait for
replacement</source>
        <translation>交換を
待つ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Continue on
fewer nodes</source>
        <translation>少ないノード
で続行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean time</source>
        <translation>平均時間</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p90 time</source>
        <translation>p90 時間</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mean cost</source>
        <translation>平均コスト</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p90 cost</source>
        <translation>p90 コスト</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When spot nodes are reclaimed: wait for replacements, or restart at once on the remaining nodes (throughput and price scale with the nodes left).</source>
        <translation>スポットノードが回収されたとき：交換を待つか、残りのノードですぐに再起動します（スループットと価格は残りのノード数に比例します）。</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Simulating %L1 runs…</source>
        <translation>%L1 回の実行をシミュレーション中…</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Simulating…</source>
        <translation>シミュレーション中…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%L1 simulated runs.</source>
        <translation>%L1 回のシミュレーション。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random seed %1, derived from the scenario: the same scenario always gives the same figures.</source>
        <translation>乱数シード %1（シナリオから導出）：同じシナリオは常に同じ数値になります。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checkpoint interval</source>
        <translation>チェックポイント間隔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Young / Daly optimum</source>
        <translation>Young / Daly の最適値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Simulated optimum</source>
        <translation>シミュレーションによる最適値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (mean %2; at Daly&apos;s: %3)</source>
        <translation>%1（平均 %2、Daly の値では %3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checkpoint write</source>
        <translation>チェックポイント書き込み</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean time between interruptions</source>
        <translation>平均中断間隔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interruptions expected</source>
        <translation>予想される中断回数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time p10 / p50 / p90</source>
        <translation>時間 p10 / p50 / p90</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost p10 / p50 / p90</source>
        <translation>コスト p10 / p50 / p90</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The percentiles above bring a reclaimed spot node back within the restart; the table adds the replacement wait (%1) to every reclaim and gives the mean and p90 of %L2 runs, so &quot;Wait for replacement&quot; takes longer than the p50 above.</source>
        <translation>上の百分位数では、回収されたスポットノードは再起動の間に戻ります。表は回収ごとに交換待ち時間（%1）を加え、%L2 回の実行の平均と p90 を示すため、「交換を待つ」は上の p50 より長くなります。</translation>
    </message>
</context>
<context>
    <name>scaleplan::ScaleGroup</name>
    <message>
        <location filename="../widgets/panels/ScaleGroup.cpp" line="+86"/>
        <source>Scale and risk</source>
        <translation>規模とリスク</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Number of nodes (instances) in the cluster. It sets the GPU count and with it the data-parallel degree dp = GPUs / (tp × pp); the slider is logarithmic, the box takes any count. How step time, memory and cost follow is explained in docs/model.md, sections 4.3, 6 and 9.</source>
        <translation>クラスタ内のノード（インスタンス）数。GPU 数と、それに伴うデータ並列度 dp = GPU / (tp × pp) を決めます。スライダーは対数目盛で、入力欄には任意の数を指定できます。ステップ時間・メモリ・コストがどう変わるかは docs/model.md の 4.3、6、9 節で説明しています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nodes</source>
        <translation>ノード数</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change node count</source>
        <translation>ノード数の変更</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>How the data-parallel gradient exchange is compressed: none, FP16 (half the bytes), INT8 and top-k (cannot be summed in flight, so they are all-gathered and the traffic grows with dp) or PowerSGD (low-rank factors). Encoding and decoding time is added to each step. The model and its sources are in docs/model.md, section 7.</source>
        <translation>データ並列の勾配交換の圧縮方式：なし、FP16（バイト数半分）、INT8 と top-k（転送中に合計できないため all-gather で集約され、通信量は dp とともに増加）、または PowerSGD（低ランク因子）。エンコードとデコードの時間が各ステップに加算されます。モデルと出典は docs/model.md の 7 節にあります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gradient compression</source>
        <translation>勾配圧縮</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Change gradient compression</source>
        <translation>勾配圧縮の変更</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For PowerSGD and top-k: bytes sent / bytes of the uncompressed gradient (top-k&apos;s ratio includes its indices). 1 saves nothing; 0.01 sends a hundredth. docs/model.md, section 7.</source>
        <translation>PowerSGD と top-k の場合：送信バイト数 / 非圧縮勾配のバイト数（top-k ではインデックスを含む）。1 は削減なし、0.01 は 100 分の 1 を送信します。docs/model.md の 7 節を参照。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compression ratio</source>
        <translation>圧縮率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change compression ratio</source>
        <translation>圧縮率の変更</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Share of nodes on spot capacity: blends on-demand and spot prices and adds reclaims at the catalog&apos;s interruption rate for the instance (AWS Spot Advisor band, or the catalog default). docs/model.md, sections 9.2 and 9.5, gives the formulas and sources.</source>
        <translation>スポット容量で稼働するノードの割合。オンデマンド価格とスポット価格を按分し、カタログにあるそのインスタンスの中断率（AWS Spot Advisor の区分、またはカタログの既定値）で回収を加えます。数式と出典は docs/model.md の 9.2 節と 9.5 節にあります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spot share</source>
        <translation>スポット比率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change spot share</source>
        <translation>スポット比率の変更</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>How the nodes not on spot are bought: at the on-demand list price, reserved for one or three years (AWS Savings Plans, Google committed use, Azure reservations), or as an AWS Capacity Block for ML. Each is priced by the instance&apos;s rate in the catalog, with its date (docs/prices.md).</source>
        <translation>スポット以外のノードの購入方法：オンデマンドの定価、1 年または 3 年の予約（AWS Savings Plans、Google の確約利用、Azure の予約）、または AWS Capacity Block for ML。いずれもカタログにあるインスタンスの料金とその日付で計算します（docs/prices.md）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Purchase</source>
        <translation>購入方法</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Change purchase</source>
        <translation>購入方法を変更</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Time between checkpoints. At the far left the interval is automatic: Daly&apos;s optimum (after Young) from the checkpoint write time and the cluster&apos;s failure and reclaim rate. Shorter intervals lose less work per interruption but spend more time writing. docs/model.md, sections 9.2 and 9.3.</source>
        <translation>チェックポイントの間隔。左端では間隔が自動になり、チェックポイントの書き込み時間とクラスタの障害率・回収率から Daly の最適値（Young に基づく）を求めます。間隔を短くすると中断ごとに失う作業は減りますが、書き込みに費やす時間が増えます。docs/model.md の 9.2 節と 9.3 節を参照。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checkpoint interval</source>
        <translation>チェックポイント間隔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change checkpoint interval</source>
        <translation>チェックポイント間隔の変更</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 of nodes on spot capacity</source>
        <translation>ノードの %1 をスポット容量で使用</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>1 node</source>
        <translation>1 ノード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 nodes</source>
        <translation>%1 ノード</translation>
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
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>every %1</source>
        <translation>%1ごと</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>automatic (Young/Daly optimum)</source>
        <translation>自動（Young/Daly の最適値）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>automatic (Young/Daly optimum): every %1</source>
        <translation>自動（Young/Daly の最適値）：%1ごと</translation>
    </message>
</context>
<context>
    <name>scaleplan::ScenarioDocument</name>
    <message>
        <location filename="../widgets/document/ScenarioDocument.cpp" line="+116"/>
        <source>Change budget</source>
        <translation>予算を変更</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change deadline</source>
        <translation>期限を変更</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 を読み込めません：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not a valid scenario: %2</source>
        <translation>%1 は有効なシナリオではありません：%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 could not be saved: %2</source>
        <translation>%1 を保存できませんでした：%2</translation>
    </message>
</context>
<context>
    <name>scaleplan::SensitivityChart</name>
    <message>
        <location filename="../widgets/charts/SensitivityChart.cpp" line="+58"/>
        <source>Change (%)</source>
        <translation>変化 (%)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, %2: %3 %4</source>
        <translation>%1、%2：%3 %4</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Input %1 lower</source>
        <translation>入力 %1 低</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input %1 higher</source>
        <translation>入力 %1 高</translation>
    </message>
</context>
<context>
    <name>scaleplan::SensitivityPanel</name>
    <message>
        <location filename="../widgets/sensitivity/SensitivityPanel.cpp" line="+45"/>
        <source>Expected time</source>
        <translation>予想時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The figure whose change the bars show</source>
        <translation>棒グラフが変化を示す指標</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show:</source>
        <translation>表示：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How far each input is moved down and up</source>
        <translation>各入力を上下に動かす幅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each input:</source>
        <translation>各入力：</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>No estimate: %1</source>
        <translation>見積もりできません：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How far the estimate moves with each input %1 lower and higher, largest first: the numbers to check first, or to measure (Tools &gt; Calibrate). No uncertainty is claimed (Help &gt; Model and Sources, section 9.6).</source>
        <translation>各入力を %1 低く、または高くしたときに見積もりがどれだけ動くか（大きい順）：最初に確認または測定すべき数値です（ツール &gt; 測定値からキャリブレーション）。不確かさを示すものではありません（ヘルプ &gt; モデルと出典 第 9.6 節）。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Change of the expected time</source>
        <translation>予想時間の変化</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change of the cost</source>
        <translation>コストの変化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected time</source>
        <translation>予想時間</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Input %1 lower</source>
        <translation>入力 %1 低</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input %1 higher</source>
        <translation>入力 %1 高</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Sensitivity</source>
        <translation>感度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sensitivity</source>
        <translation>感度(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How far the expected time and cost move with each hardware rate, price and reliability input</source>
        <translation>各ハードウェアレート、価格、信頼性の入力によって予想時間とコストがどれだけ動くか</translation>
    </message>
</context>
<context>
    <name>scaleplan::ShortcutsDialog</name>
    <message>
        <location filename="../widgets/help/ShortcutsDialog.cpp" line="+58"/>
        <source>Keyboard Shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Menu</source>
        <translation>メニュー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shortcut</source>
        <translation>ショートカット</translation>
    </message>
</context>
<context>
    <name>scaleplan::SummaryCards</name>
    <message>
        <location filename="../widgets/panels/SummaryCards.cpp" line="+63"/>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation>注記</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Expected, with checkpoint writes, failures, spot reclaims and restarts: %1
Failure-free: %2
Median / 90th percentile: %3 / %4
Interruptions expected: %5; checkpoint every %6
Step time: %7 s over %8 steps</source>
        <translation>予想（チェックポイント書き込み、障害、スポット回収、再起動を含む）：%1
障害なし：%2
中央値 / 90 パーセンタイル：%3 / %4
予想される中断回数：%5、チェックポイント間隔：%6
ステップ時間：%7 秒 × %8 ステップ</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Prices: %1, %2 (Tools &gt; Instance Prices to update them).</source>
        <translation>価格：%1、%2（ツール &gt; インスタンス価格 で更新）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Compute: %1
Storage (checkpoints and data set): %2
Network (egress): %3
Median / 90th percentile: %4 / %5

%6</source>
        <translation>計算：%1
ストレージ（チェックポイントとデータセット）：%2
ネットワーク（下り）：%3
中央値 / 90 パーセンタイル：%4 / %5

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
        <translation>GPU あたりのピーク（最も負荷の高いパイプラインステージ）：
重み %1
勾配 %2
オプティマイザ状態 %3
アクティベーション %4
その他（CUDA コンテキスト、バッファ、アロケータ）%5
合計 %6 / CUDA が確保できる %7

GB は 10^9 バイトです。GPU メモリは GiB（2^30 バイト）単位で販売され、ドライバがその約 1% を使います。その他には、PyTorch のキャッシングアロケータが保持しながら割り当てられないテンソルメモリの 4% が含まれます。fp16 学習の fp32 メイン勾配はオプティマイザステップ中にのみ存在し、アクティベーションを上回る分だけ数えます。</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>a smaller micro-batch (Data and training)</source>
        <translation>より小さいマイクロバッチ (データと学習)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>more tensor or pipeline parallelism (Parallel layout)</source>
        <translation>より大きいテンソル並列またはパイプライン並列 (並列構成)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a higher ZeRO stage (Parallel layout)</source>
        <translation>より高い ZeRO ステージ (並列構成)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>activation recomputation (Training details)</source>
        <translation>アクティベーション再計算 (学習の詳細)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an instance type with more GPU memory (Cluster)</source>
        <translation>GPU メモリの多いインスタンスタイプ (クラスタ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+275"/>
        <source> A run %1 slower than estimated misses the goal.</source>
        <translation>推定より %1 遅い実行は目標を達成できません。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&lt;b style=&quot;color: %1&quot;&gt;Does not fit:&lt;/b&gt; this layout needs %2 of GPU memory where %3 can be allocated. To fit, try %4.</source>
        <translation>&lt;b style=&quot;color: %1&quot;&gt;収まりません:&lt;/b&gt; この構成は GPU メモリを %2 必要としますが、確保できるのは %3 です。収めるには次を試してください: %4。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&lt;b&gt;No verdict on the budget:&lt;/b&gt; %1 and %2, but the cost leaves out the nodes, which have no price here; set the price per node-hour of the cluster.</source>
        <translation>&lt;b&gt;予算の判定なし:&lt;/b&gt; %1、%2。ただしノードの価格が不明なため、コストにノード分が含まれていません。クラスターのノード時間あたりの価格を設定してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The deadline: %1.</source>
        <translation>期限: %1。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;b style=&quot;color: %1&quot;&gt;Misses the goal:&lt;/b&gt; %2 and %3, %4. Change the nodes, the instance type or the layout, or let the Planner (Ctrl+Shift+P) find the nearest plans.</source>
        <translation>&lt;b style=&quot;color: %1&quot;&gt;目標未達:&lt;/b&gt; %2、%3、%4。ノード数、インスタンスタイプ、構成を変えるか、プランナー (Ctrl+Shift+P) で最も近いプランを探してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b style=&quot;color: %1&quot;&gt;Misses the goal:&lt;/b&gt; %2 and %3, %4.</source>
        <translation>&lt;b style=&quot;color: %1&quot;&gt;目標未達:&lt;/b&gt; %2、%3、%4。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Training time (expected)</source>
        <translation>学習時間（予想）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost (expected)</source>
        <translation>コスト（予想）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-hours</source>
        <translation>GPU 時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MFU (model FLOPs utilisation)</source>
        <translation>MFU（モデル FLOPs 使用率）</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 GPUs × %2 expected</source>
        <translation>%1 GPU × 予想 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1; energy %2 kWh</source>
        <translation>%1、エネルギー %2 kWh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; energy unknown: the catalog gives this GPU no power draw</source>
        <translation>%1、エネルギー不明: カタログにこの GPU の消費電力がありません</translation>
    </message>
    <message>
        <location line="-316"/>
        <location line="+336"/>
        <source>Memory per GPU</source>
        <translation>GPU あたりのメモリ</translation>
    </message>
    <message>
        <location line="-195"/>
        <source> No published run like this one was measured: read the figures as up to +%1.</source>
        <translation> これに似た公開済みの実行は測定されていません: 数値は最大 +%1 と読んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> No published run like this one was measured: read the figures as ±%1.</source>
        <translation> これに似た公開済みの実行は測定されていません: 数値は ±%1 と読んでください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> It still fits if the run is up to %1 slower than estimated; estimates like it were off by up to %2 on published runs.</source>
        <translation> 実行が見積もりより最大 %1 遅くても収まります。同様の見積もりは公開済みの実行で最大 %2 ずれました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> But estimates like it were off by up to %1 on published runs, and a run %2 slower than estimated misses the goal.</source>
        <translation> ただし同様の見積もりは公開済みの実行で最大 %1 ずれており、見積もりより %2 遅い実行は目標を外します。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;No answer yet:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;まだ答えられません:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b style=&quot;color: %1&quot;&gt;Does not fit:&lt;/b&gt; this layout needs %2 of GPU memory where %3 can be allocated, so it cannot run as planned.</source>
        <translation>&lt;b style=&quot;color: %1&quot;&gt;収まりません:&lt;/b&gt; この構成は GPU メモリを %2 必要としますが、確保できるのは %3 です。このままでは計画どおりに実行できません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Estimate:&lt;/b&gt; %1 and %2. Set a budget or a deadline under Goal for a verdict.</source>
        <translation>&lt;b&gt;見積もり:&lt;/b&gt; %1、%2。判定には「目標」で予算か期限を設定してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Estimate:&lt;/b&gt; %1 and %2. No budget or deadline was set, so there is no verdict against a goal.</source>
        <translation>&lt;b&gt;見積もり:&lt;/b&gt; %1、%2。予算も期限も設定されていないため、目標に対する判定はありません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 under budget</source>
        <translation>予算より %1 少ない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 over budget</source>
        <translation>予算を %1 超過</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 before the deadline</source>
        <translation>期限の %1 前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 past the deadline</source>
        <translation>期限を %1 超過</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> and </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;b style=&quot;color: %1&quot;&gt;Fits, narrowly:&lt;/b&gt; %2 and %3, %4.</source>
        <translation>&lt;b style=&quot;color: %1&quot;&gt;ぎりぎり収まります:&lt;/b&gt; %2、%3、%4。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b style=&quot;color: %1&quot;&gt;Fits:&lt;/b&gt; %2 and %3, %4.</source>
        <translation>&lt;b style=&quot;color: %1&quot;&gt;収まります:&lt;/b&gt; %2、%3、%4。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> But %1.</source>
        <translation> ただし、%1。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>How accurate: %1 (Help &gt; Accuracy Against Published Runs)</source>
        <translation>精度: %1 ([ヘルプ] &gt; [公開済み実行に対する精度])</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No estimate: %1</source>
        <translation>見積もりできません：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source> (does not fit in memory)</source>
        <translation> (メモリに収まりません)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 to %2 (±%3)</source>
        <translation>%1～%2（±%3）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to %2 (+%3)</source>
        <translation>%1～%2（+%3）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Model FLOPs (without recomputation) per GPU per second over the GPU&apos;s dense peak for the training precision: %1 TFLOP/s per GPU, %2 tokens/s per GPU. Attention scores count in full, as Megatron-LM and PaLM count them, although causal kernels compute half: at long sequences MFU can exceed the share of the peak the GPU really does.</source>
        <translation>GPU 1 基・1 秒あたりのモデル FLOPs（再計算を除く）を、学習精度における GPU の密なピーク性能で割った値：GPU あたり %1 TFLOP/s、GPU あたり %2 トークン/s。アテンションスコアは Megatron-LM や PaLM と同様に全体を数えますが、因果的カーネルが計算するのはその半分です。長いシーケンスでは MFU が GPU の実際のピーク利用率を上回ることがあります。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Memory per GPU (activations not modelled)</source>
        <translation>GPU あたりのメモリ（アクティベーションは未モデル化）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 / %2 GB</source>
        <translation>%1 / %2 GB</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>does not fit</source>
        <translation>収まりません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model is given by its totals without its activation memory per sample, so this total leaves the activations out: weights, gradients and optimizer states only. Give the model&apos;s activation memory per sample in the scenario file (model.activation_gb_per_sample) to check that it fits.</source>
        <translation>このモデルはサンプルあたりのアクティベーションメモリを含まない合計値で与えられているため、この合計にはアクティベーションが含まれません（重み、勾配、オプティマイザ状態のみ）。収まるか確認するには、シナリオファイルにサンプルあたりのアクティベーションメモリ（model.activation_gb_per_sample）を指定してください。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;b&gt;Cannot estimate&lt;/b&gt; — %1</source>
        <translation>&lt;b&gt;見積もりできません&lt;/b&gt; — %1</translation>
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
        <translation>項目</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Driver or datasheet</source>
        <translation>ドライバまたはデータシート</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured</source>
        <translation>実測</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not measured yet: press Run benchmarks.</source>
        <translation>まだ測定していません。「ベンチマークを実行」を押してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 name</source>
        <translation>%1 の名前</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>UUID %1; catalog match: %2</source>
        <translation>UUID %1、カタログの一致：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none (figures derived from the driver)</source>
        <translation>なし（数値はドライバから算出）</translation>
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
        <translation>マルチプロセッサ数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cuDeviceGetAttribute(MULTIPROCESSOR_COUNT)</source>
        <translation>cuDeviceGetAttribute(MULTIPROCESSOR_COUNT)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Highest SM clock</source>
        <translation>最高 SM クロック</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MHz</source>
        <translation>MHz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NVML maximum SM clock</source>
        <translation>NVML の最大 SM クロック</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory (free)</source>
        <translation>メモリ（空き）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 GiB (%2 GiB free)</source>
        <translation>%1 GiB（空き %2 GiB）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cuDeviceTotalMem and NVML memory information</source>
        <translation>cuDeviceTotalMem と NVML のメモリ情報</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory bandwidth</source>
        <translation>メモリ帯域幅</translation>
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
        <translation>%1 のデータシート。ドライバのクロックとバス幅からは %2 GB/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory clock x 2 x %1-bit bus / 8</source>
        <translation>メモリクロック x 2 x %1 ビットバス / 8</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Device-to-device copy, bytes read plus written, median of timed runs</source>
        <translation>デバイス間コピー、読み取りと書き込みのバイト数の合計、計測した実行の中央値</translation>
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
        <translation>%1 のデータシート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Multiprocessors x FP32 lanes x 2 x highest clock</source>
        <translation>マルチプロセッサ数 x FP32 レーン数 x 2 x 最高クロック</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FMA loop (PTX kernel), median of timed runs</source>
        <translation>FMA ループ（PTX カーネル）、計測した実行の中央値</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bf16 matrix multiply</source>
        <translation>bf16 行列積</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+10"/>
        <source>Dense peak, datasheet of %1</source>
        <translation>密なピーク性能、%1 のデータシート</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <source>No catalog GPU matches this one</source>
        <translation>この GPU に一致するカタログの GPU はありません</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+10"/>
        <source>cuBLAS GEMM, mean over 2 s at the power limit</source>
        <translation>cuBLAS GEMM、電力上限で 2 秒間の平均</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>fp16 matrix multiply</source>
        <translation>fp16 行列積</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>To the next GPU</source>
        <translation>隣の GPU へ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One direction, datasheet of %1</source>
        <translation>片方向、%1 のデータシート</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peer copy, one direction, median of timed runs</source>
        <translation>ピアコピー、片方向、計測した実行の中央値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured only with two or more GPUs</source>
        <translation>GPU が 2 基以上ある場合のみ測定</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Power limit</source>
        <translation>電力上限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NVML power management limit</source>
        <translation>NVML の電力管理上限</translation>
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
        <translation>NVML の最高リンク世代と幅</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NVLink links</source>
        <translation>NVLink リンク数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVML links in the active state</source>
        <translation>NVML でアクティブ状態のリンク</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Driver, CUDA</source>
        <translation>ドライバ、CUDA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, CUDA %2</source>
        <translation>%1、CUDA %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MIG is on: the figures are those of a slice</source>
        <translation>MIG が有効です。数値はスライスのものです</translation>
    </message>
</context>
<context>
    <name>scaleplan::ThisMachinePanel</name>
    <message>
        <location filename="../widgets/probe/ThisMachinePanel.cpp" line="+37"/>
        <source>&amp;Probe Again</source>
        <translation>再プローブ(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run &amp;Benchmarks</source>
        <translation>ベンチマークを実行(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Use in Scenario</source>
        <translation>シナリオで使用(&amp;U)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Ask the NVIDIA driver again which GPUs this machine has.</source>
        <translation>このマシンにどの GPU があるかを NVIDIA ドライバに再度問い合わせます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measure memory bandwidth, FP32 and 16-bit matrix-multiply throughput and GPU-to-GPU copies (about 6 seconds per GPU).</source>
        <translation>メモリ帯域幅、FP32 と 16 ビット行列積のスループット、GPU 間コピーを測定します（GPU あたり約 6 秒）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add &quot;This machine&quot; to the catalog, with the measured figures beside the datasheet ones, and make it the scenario&apos;s cluster. The entry is also saved to your catalog file (%1), so scenarios that use it open in later sessions.</source>
        <translation>「このマシン」を、実測値とデータシートの値を並べてカタログに追加し、シナリオのクラスタにします。エントリはユーザーカタログファイル（%1）にも保存されるため、これを使うシナリオは以降のセッションでも開けます。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Press Probe Again to read this machine&apos;s GPUs.</source>
        <translation>このマシンの GPU を読み取るには「再プローブ」を押してください。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No GPU found: %1.</source>
        <translation>GPU が見つかりません：%1。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note: %1.</source>
        <translation>注記：%1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Benchmarks: %1.</source>
        <translation>ベンチマーク：%1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU %1: %2.</source>
        <translation>GPU %1：%2。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Starting the benchmarks…</source>
        <translation>ベンチマークを開始しています…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Benchmarking This Machine</source>
        <translation>このマシンのベンチマーク</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Stopping after the current run…</source>
        <translation>現在の実行の後で停止しています…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Measuring %1 (%2 of %3)</source>
        <translation>%1 を測定中（%2 / %3）</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+39"/>
        <source>This Machine</source>
        <translation>このマシン</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>This machine cannot be added: %1.</source>
        <translation>このマシンを追加できません：%1。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Use this machine</source>
        <translation>このマシンを使用</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Saved to your catalog %1: &quot;This machine&quot; stays available in later sessions.</source>
        <translation>ユーザーカタログ %1 に保存しました。「このマシン」は以降のセッションでも使用できます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Used in this session only, not saved: %1</source>
        <translation>このセッションでのみ使用し、保存していません：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;This Machine</source>
        <translation>このマシン(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The local GPUs, their benchmarks and the &quot;This machine&quot; catalog entry</source>
        <translation>ローカルの GPU、そのベンチマーク、「このマシン」のカタログエントリ</translation>
    </message>
</context>
<context>
    <name>scaleplan::UserCatalogWatcher</name>
    <message>
        <location filename="../widgets/document/UserCatalogWatcher.cpp" line="+80"/>
        <source>Your catalog %1 changed but cannot be used: %2. The prices and hardware in use stay as they were; correct the file and save it again.</source>
        <translation>カタログ %1 が変更されましたが使用できません: %2。使用中の価格とハードウェアはそのままです。ファイルを修正して保存し直してください。</translation>
    </message>
</context>
</TS>
