<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AccuracyTexts</name>
    <message>
        <location filename="../widgets/accuracy/AccuracyTexts.cpp" line="+28"/>
        <source>%1 s a step</source>
        <translation>每步 %1 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tokens/s per GPU</source>
        <translation>每 GPU %1 词元/秒</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Checked against %1 published training runs bundled with the program. Each was also estimated with the model&apos;s chosen constants refit on the other sources&apos; runs alone (held out): those estimates are %2 off on average and %3 at most, the error to expect for a run like them. With the constants as shipped, chosen with these runs in view, they are %4 and %5 off (Help &gt; Model and Sources, section 11.1).</source>
        <translation>已用程序附带的 %1 个已发表训练运行核验。每个运行还用仅以其他来源的运行重新拟合的模型选定常数进行了估算（留出）：这些估算平均偏差 %2，最大偏差 %3，即类似运行应预期的误差。使用随程序发布、参照这些运行选定的常数时，偏差为 %4 和 %5（帮助 &gt; 模型与来源 第 11.1 节）。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Checked against %1 published training runs bundled with the program: the estimated step times (throughputs, where a run reports those) are %2 off on average and %3 at most (Help &gt; Model and Sources, section 11).</source>
        <translation>已用程序附带的 %1 个已发表训练运行核验：估算的步长时间（运行报告吞吐量时为吞吐量）平均偏差 %2，最大偏差 %3（帮助 &gt; 模型与来源 第 11 节）。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Megatron-style across nodes</source>
        <translation>跨节点的 Megatron 式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ZeRO-3 or FSDP across nodes</source>
        <translation>跨节点的 ZeRO-3 或 FSDP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mixture of experts</source>
        <translation>混合专家</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one node</source>
        <translation>单节点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>networks other than transformers</source>
        <translation>Transformer 以外的网络</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: no bundled run</source>
        <translation>%1：无附带运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 on average, four in five within %3 (%4 runs)</source>
        <translation>%1：平均 %2，五分之四在 %3 以内（%4 个运行）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Held out, by kind of run: %1.</source>
        <translation>留出，按运行类型：%1。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The band each estimate carries, made for each of these runs from the other sources&apos; runs alone, covered the error of %1 of the %2 (%3); the median band was %4.</source>
        <translation>每个估算所带的误差范围，若对这些运行逐一仅用其他来源的运行求得，覆盖了 %2 个中 %1 个的误差（%3）；误差范围的中位数为 %4。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Four in five of the %1 published runs like this one (%2, the same GPU generation, scale and model size) were estimated within %3, each with the model&apos;s chosen constants refit without its source.</source>
        <translation>与此类似的 %1 个已发表运行（%2，相同 GPU 代际、规模和模型大小）中，五分之四的估算误差在 %3 以内，每个运行都使用不含其来源、重新拟合的模型选定常数。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Four in five of the %1 published runs of this kind (%2) and size on this GPU generation, at other scales, were estimated within %3, each with the model&apos;s chosen constants refit without its source.</source>
        <translation>此 GPU 代际上此类（%2）且模型大小相近的 %1 个已发表运行（规模不同）中，五分之四的估算误差在 %3 以内，每个运行都使用不含其来源、重新拟合的模型选定常数。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No published run of this kind (%1) and size on this GPU generation was checked, and held-out runs laid out like this one took up to %2 longer than estimated. Read the figures as the fast end.</source>
        <translation>在此 GPU 代际上没有检验过这类（%1）和此规模的已发表运行，而与此布局相同的留出运行比估计最多多用了 %2 的时间。请把这些数字当作最快的一端。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No published run of this kind (%1) and size on this GPU generation was checked: expect errors of %2 or more, the largest held-out error.</source>
        <translation>此 GPU 代际上没有此类（%1）且模型大小相近的已发表运行经过核验：预期误差为 %2 或更大，即最大的留出误差。</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Published runs laid out like this one (%1 of them, held out) took longer than estimated; four in five were within %2 of the estimate. Read the figures as the fast end.</source>
        <translation>与此布局相同的已发表运行（%1 个，留出验证）耗时比估计的长；五分之四在估计值的 %2 以内。请把这些数字视为较快的一端。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>None of the bundled runs used a GPU of this scenario&apos;s generation (%1), so they speak for the model&apos;s physics, not for its rates on this GPU; Help &gt; Model and Sources, section 11, lists the H100 and B200 runs it was also checked against.</source>
        <translation>附带的运行均未使用此场景这一代的 GPU（%1），因此它们验证的是模型的物理，而非其在该 GPU 上的速率；帮助 &gt; 模型与来源 第 11 节列出了另外核验过的 H100 和 B200 运行。</translation>
    </message>
</context>
<context>
    <name>CatalogText</name>
    <message>
        <location filename="../widgets/common/Texts.cpp" line="+1300"/>
        <source>AWS price list</source>
        <translation>AWS 价目表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vantage</source>
        <translation>Vantage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vantage (AWS list and spot prices)</source>
        <translation>Vantage（AWS 标价和竞价实例价格）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Azure retail prices</source>
        <translation>Azure 零售价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CoreWeave pricing page</source>
        <translation>CoreWeave 价格页面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Google Cloud billing catalog</source>
        <translation>Google Cloud 计费目录</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nebius prices page</source>
        <translation>Nebius 价格页面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SkyPilot catalog, undated (May 2025 at the latest)</source>
        <translation>SkyPilot 目录，无日期（最晚 2025 年 5 月）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each instance price carries its date and source (Tools &gt; Instance Prices). On-demand prices are providers&apos; list prices; spot prices are one snapshot and move daily. Update prices from your own quotes or a SkyPilot catalog file (catalog import).</source>
        <translation>每个实例价格都带有日期和来源（工具 &gt; 实例价格）。按需价格是云服务商的标价；竞价实例价格是某一时刻的快照，每天都在变化。请用您自己的报价或 SkyPilot 目录文件（catalog import）更新价格。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1; spot: %2</source>
        <translation>%1；竞价实例：%2</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <location filename="../widgets/charts/ChartExport.cpp" line="+25"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Made with Scaleplan</source>
        <translation>由 Scaleplan 生成</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot encode the chart as PNG</source>
        <translation>无法将图表编码为 PNG</translation>
    </message>
</context>
<context>
    <name>ChartUpdater</name>
    <message>
        <location filename="../widgets/compare/ComparisonModel.cpp" line="+357"/>
        <location filename="../widgets/document/ChartUpdater.cpp" line="+29"/>
        <source>%1 (compared)</source>
        <translation>%1（对比）</translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <location filename="../widgets/common/Texts.cpp" line="-1098"/>
        <source>the cluster&apos;s GPUs</source>
        <translation>集群的 GPU 数</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>model states</source>
        <translation>模型状态</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>1 (generic models train data-parallel only)</source>
        <translation>1（通用模型仅支持数据并行训练）</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>the file must hold one JSON object ({ … })</source>
        <translation>文件必须只包含一个 JSON 对象（{ … }）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown key &quot;%1&quot;; write &quot;%2&quot; if that is what was meant</source>
        <translation>未知键“%1”；如果本意是“%2”，请照此书写</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>must be %1, not %2</source>
        <translation>必须是%1，而不是%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>must be a finite number</source>
        <translation>必须是有限数值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 must be a whole number</source>
        <translation>%1 必须是整数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is out of range; use a value from %2 to %3</source>
        <translation>%1 超出范围；请使用 %2 到 %3 之间的值</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 must be greater than zero</source>
        <translation>%1 必须大于零</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; is not one of %2</source>
        <translation>“%1”不是 %2 之一</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>is required</source>
        <translation>为必填项</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>is &quot;%1&quot;; this file must have &quot;format&quot;: &quot;%2&quot;</source>
        <translation>为“%1”；此文件必须包含 &quot;format&quot;: &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>version %1 is not supported; this program reads version %2</source>
        <translation>不支持版本 %1；本程序读取版本 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown preset &quot;%1&quot;; choose one of the presets in the Model list</source>
        <translation>未知预设“%1”；请从“模型”列表中选择一个预设</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unknown GPU &quot;%1&quot;; choose one of the GPUs in the Cluster list</source>
        <translation>未知 GPU“%1”；请从“集群”列表中选择一个 GPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown instance &quot;%1&quot; (nearest in the catalog: %2); choose one of the instances in the Cluster list</source>
        <translation>未知实例“%1”（目录中最接近的：%2）；请从“集群”列表中选择一个实例</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown instance &quot;%1&quot;; choose one of the instances in the Cluster list</source>
        <translation>未知实例“%1”；请从“集群”列表中选择一个实例</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the catalog has no prices of %2 in region %1; choose one of %3, or enter the price you pay per node-hour</source>
        <translation>目录中没有 %2 在区域 %1 的价格；请从 %3 中选择一个，或输入您每节点小时支付的价格</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no price for %2 in the catalog; choose %3, or enter the price you pay per node-hour</source>
        <translation>%1 在目录中没有 %2 的价格；请选择 %3，或输入您每节点小时支付的价格</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>architecture &quot;%1&quot; is not supported; supported: %2</source>
        <translation>不支持架构“%1”；支持的架构：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>mixes full and sliding-window layers in a pattern Scaleplan does not model; it models every layer windowed, or one full-attention layer after every N - 1 windowed ones (Gemma 2: N = 2, Gemma 3: N = 6)</source>
        <translation>以 Scaleplan 未建模的模式混合了全注意力层与滑动窗口层；只支持所有层都带窗口，或每 N - 1 个窗口层后接一个全注意力层（Gemma 2：N = 2，Gemma 3：N = 6）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>only the language model was imported; the vision encoder is not part of the estimate</source>
        <translation>只导入了语言模型；视觉编码器不计入估算</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rotary embeddings turn %1 % of each head; the estimate prices the rotary pass over all of it</source>
        <translation>旋转嵌入只旋转每个头的 %1 %；估算按整个头计算旋转处理</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>is the longest context the model takes (%1 tokens), usually reached by long-context training after pre-training at a few thousand (DeepSeek-V3: 4,096; Llama 3.1: 8,192); set the sequence length your run trains at</source>
        <translation>是模型能接受的最长上下文（%1 个 token），通常是在以几千 token 预训练之后通过长上下文训练达到的（DeepSeek-V3：4,096；Llama 3.1：8,192）；请设置本次训练实际使用的序列长度</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the %1 multi-token prediction module(s) trained beside the model (a transformer block each) are left out of the estimate</source>
        <translation>与模型一同训练的 %1 个多 token 预测模块（各为一个 Transformer 块）未计入估算</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 does not divide %2 (%3); use one of %4</source>
        <translation>%1 不能整除%2（%3）；请使用以下值之一：%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 does not divide %2 (%3)</source>
        <translation>%1 不能整除%2（%3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 needs more GPUs than the cluster has (%2); lower it or add nodes</source>
        <translation>%1 需要的 GPU 多于集群拥有的数量（%2）；请调低该值或增加节点</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>dp = %1 does not match GPUs / (tp × pp × cp) = %3 / (%4 × %5 × %6) = %2; changing tp, pp, cp or the nodes here derives dp again</source>
        <translation>dp = %1 与 GPU / (tp × pp × cp) = %3 / (%4 × %5 × %6) = %2 不符；在此修改 tp、pp、cp 或节点数会重新推导 dp</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>context parallelism passes keys and values between the blocks of a fused attention kernel; turn on fused attention or set context parallelism to 1</source>
        <translation>上下文并行在融合注意力内核的分块之间传递键和值；请启用融合注意力，或将上下文并行设为 1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expert parallelism spreads the experts of a mixture-of-experts model and this model has one MLP a layer; give the model more than one expert or set expert parallelism to 1</source>
        <translation>专家并行用于分布混合专家模型的专家，而此模型每层只有一个 MLP；请为模型设置多个专家，或将专家并行设为 1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Megatron-Core runs expert parallelism with tensor parallelism only under sequence parallelism; turn on sequence parallelism, or set tp or expert parallelism to 1</source>
        <translation>Megatron-Core 仅在序列并行下才能将专家并行与张量并行一起运行；请开启序列并行，或将 tp 或专家并行设为 1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not a multiple of dp × micro-batch = %2 × %3; change the global batch, the micro-batch or the number of GPUs</source>
        <translation>%1 不是 dp × 微批次 = %2 × %3 的倍数；请更改全局批次、微批次或 GPU 数量</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>pp × virtual stages = %1 exceeds the model&apos;s %2 layers</source>
        <translation>pp × 虚拟阶段数 = %1 超过了模型的 %2 层</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>counts the layers full recomputation rebuilds, but the recomputation is &quot;%1&quot;; choose full recomputation or leave the layer count empty</source>
        <translation>这是完全重计算所重建的层数，但当前重计算为“%1”；请选择完全重计算，或将层数留空</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>name what selective recomputation rebuilds, but the recomputation is &quot;%1&quot;; choose selective recomputation or clear the recomputed parts</source>
        <translation>指定了选择性重计算要重建的部分，但重计算方式为“%1”；请选择选择性重计算，或清空重计算的部分</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>recomputes every other matrix product of a dense layer with ordinary attention (torchtitan&apos;s op-level policy), which &quot;%1&quot; rules out; change it or recompute by part</source>
        <translation>对使用普通注意力的稠密层每隔一个矩阵乘积重计算一次（torchtitan 的算子级策略），而“%1”与之不符；请修改它，或改为按部分重计算</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 layers are more than a pipeline chunk holds (%2: the layers over pipeline stages × virtual stages); use 1 to %2, or leave it empty to recompute every layer</source>
        <translation>%1 层超过一个流水线分块所含的层数（%2：层数 ÷（流水线级数 × 虚拟级数））；请使用 1 到 %2，或留空以重计算每一层</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>counts tokens, but a generic model trains on samples; give the samples (or the steps) instead</source>
        <translation>给出的是词元数，但通用模型按样本训练；请改为给出样本数（或步数）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>choose either a catalog instance or a described cluster (GPU, GPUs per node and network), not both</source>
        <translation>请选择目录中的实例或自定义集群（GPU、每节点 GPU 数和网络），不能两者都选</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>needs %1 GB per GPU but CUDA can allocate %2 GB on the GPU; %3 dominate: change this field to fit</source>
        <translation>每个 GPU 需要 %1 GB，但 CUDA 在该 GPU 上只能分配 %2 GB；主要占用来自%3：请调整此字段直至放得下</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>needs %1 of the %2 GB CUDA can allocate (%3) while ZeRO-3 (FSDP) gathers and frees parameters every layer: this full, PyTorch&apos;s caching allocator flushes its cache and retries allocations, which stalls the GPU, and published FSDP runs ran 5-16% slower than estimated; change this field to leave memory free</source>
        <translation>需要 CUDA 可分配的 %2 GB 中的 %1 GB（%3），而 ZeRO-3（FSDP）每层都会收集并释放参数：如此满载时，PyTorch 的缓存分配器会清空缓存并重试分配，使 GPU 停顿，已发表的 FSDP 运行比估算慢 5-16%；请修改此字段以留出空闲内存</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no price is known for this cluster, so the cost counts storage and transfer only, not the nodes; set a price per node-hour</source>
        <translation>此集群没有已知价格，因此成本只计存储和传输，不计节点费用；请设置每节点小时的价格</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no spot price is known for this instance, so its spot nodes are priced on demand while their reclaims still cost time; enter a spot price or choose an instance with one</source>
        <translation>此实例没有已知的竞价价格，因此其竞价节点按按需价格计费，而回收仍会耗费时间；请输入竞价价格，或选择有竞价价格的实例</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a 1-year reservation is billed for its whole term: %1 nodes for a year commit %2; the cost counts this run&apos;s share, %3, which holds only where the rest of the term carries other work</source>
        <translation>1 年预留按整个期限计费：%1 个节点一年共承诺 %2；成本只计入本次运行的份额 %3，仅当期限的其余时间承载其他工作时才成立</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a 3-year reservation is billed for its whole term: %1 nodes for three years commit %2; the cost counts this run&apos;s share, %3, which holds only where the rest of the term carries other work</source>
        <translation>3 年预留按整个期限计费：%1 个节点三年共承诺 %2；成本只计入本次运行的份额 %3，仅当期限的其余时间承载其他工作时才成立</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>held-out measurements of layouts like this one (tensor parallelism 2-4 with data parallelism of 16 or more; vTrain, %1 layouts of GPT 3.6B-39B on A100s) took a median %2% and up to %3% longer than estimated: read the time as optimistic</source>
        <translation>类似布局（张量并行 2-4，数据并行 16 或以上）的留出测量（vTrain，A100 上 GPT 3.6B-39B 的 %1 个布局）实际耗时比估算的中位数多 %2%，最多多 %3%：请将此时间视为乐观估计</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>published mixture-of-experts runs (Megatron-Bridge, %1 runs of GPT-OSS 120B, Qwen3 and DeepSeek-V3 on H100 and B200) took %2 to %3 times the estimated time, more the smaller the experts (host-side routing work is not modelled): read the time as optimistic</source>
        <translation>已发布的混合专家训练（Megatron-Bridge，H100 和 B200 上 GPT-OSS 120B、Qwen3 与 DeepSeek-V3 的 %1 次运行）耗时为估算时间的 %2 至 %3 倍，专家越小差距越大（主机端路由工作未建模）：请将此时间视为乐观估计</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>sequence parallelism has no effect with tp = 1</source>
        <translation>tp = 1 时序列并行不起作用</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>has no effect: Megatron-Core overlaps pipeline sends only in its interleaved schedule (more than one pipeline stage and virtual stage, Megatron-LM&apos;s pipeline engine)</source>
        <translation>无效：Megatron-Core 只在交错调度中重叠流水线发送（流水线阶段和虚拟阶段都多于一个，并使用 Megatron-LM 的流水线引擎）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>has no effect: it pairs one micro-batch&apos;s expert-parallel all-to-alls with another&apos;s compute, so it needs expert parallelism above 1 and at least two micro-batches a step</source>
        <translation>无效：它把一个微批次的专家并行 all-to-all 与另一个微批次的计算配对，因此需要专家并行度大于 1 且每步至少两个微批次</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>has no effect: only a plain data-parallel all-reduce (ZeRO 0) keeps PyTorch DDP&apos;s bucket copies; ZeRO shards the gradients itself</source>
        <translation>无效：只有普通的数据并行 all-reduce（ZeRO 0）才保留 PyTorch DDP 的桶副本；ZeRO 自行分片梯度</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>has no effect: the model has no routed experts whose buffers a capacity pads; set more than one expert or remove the capacity factor</source>
        <translation>无效：该模型没有可按容量填充缓冲区的路由专家；请设置多于一个专家或移除容量因子</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; has no effect: the model has no such part (mla_up_proj needs latent attention, mlp dense layers, moe and moe_act experts, shared_experts shared experts); remove it from the recomputed parts</source>
        <translation>“%1”无效：模型没有这一部分（mla_up_proj 需要潜在注意力，mlp 需要稠密层，moe 和 moe_act 需要专家，shared_experts 需要共享专家）；请将其从重计算的部分中移除</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>has no effect: it dispatches routed tokens between expert-parallel ranks, so it needs more than one expert and expert parallelism above 1</source>
        <translation>无效：它在专家并行的各 rank 之间分发路由后的 token，因此需要多于一个专家且专家并行度大于 1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>has no effect: Transformer Engine overlaps tensor-parallel communication only with sequence parallelism and tp from 2 to the GPUs of one node (%1)</source>
        <translation>无效：Transformer Engine 仅在启用序列并行且 tp 介于 2 与单节点 GPU 数（%1）之间时才重叠张量并行通信</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>only %1 micro-batches for %2 pipeline stages; raise the global batch or lower pp</source>
        <translation>%2 个流水线阶段只有 %1 个微批次；请增大全局批次或减小 pp</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the pipeline bubble takes %1 of the step; more micro-batches or virtual stages shrink it</source>
        <translation>流水线气泡占每步的 %1；增加微批次或虚拟阶段可以缩小气泡</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>communication that compute cannot hide takes %1 of the step</source>
        <translation>无法被计算掩盖的通信占每步的 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>interruptions (%1 per hour, %2 h lost each) leave almost no progress; use fewer spot nodes, a shorter checkpoint interval or faster restarts</source>
        <translation>中断（每小时 %1 次，每次损失 %2 小时）导致训练几乎没有进展；请减少竞价节点、缩短检查点间隔或加快重启</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 layers do not split evenly over %2 stages; the heaviest stage sets the pace</source>
        <translation>%1 层无法均匀分配到 %2 个阶段；最重的阶段决定整体速度</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expert tensor parallelism splits the routed experts of a mixture-of-experts model and this model has none; set more than one expert or clear the expert tensor parallelism</source>
        <translation>专家张量并行用于切分混合专家模型的路由专家，而此模型没有；请设置多于一个专家或清除专家张量并行</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>is the form of a GELU activation and this MLP is SwiGLU; choose GELU</source>
        <translation>是 GELU 激活的形式，而此 MLP 是 SwiGLU；请选择 GELU</translation>
    </message>
    <message>
        <location line="-277"/>
        <source>makes layers of this mixture-of-experts model dense in a pattern Scaleplan does not model; it models leading dense layers, then experts in one layer of every N (Llama 4 Maverick: N = 2)</source>
        <translation>以 Scaleplan 未建模的模式将此混合专家模型的层设为稠密；它建模的是开头的稠密层，之后每 N 层中有一层含专家（Llama 4 Maverick：N = 2）</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>the file is not valid JSON at line %1, column %2 (the text there: %3); look there or just before it for a missing or extra comma, quote or bracket</source>
        <translation>文件不是有效的 JSON：第 %1 行第 %2 列（该处内容：%3）；请检查该处或其前方是否缺少或多出逗号、引号或括号</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the file is not valid JSON at the end of line %1 (column %2); look there or just before it for a missing or extra comma, quote or bracket</source>
        <translation>文件不是有效的 JSON：第 %1 行末尾（第 %2 列）；请检查该处或其前方是否缺少或多出逗号、引号或括号</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the file ends at line %1 before its JSON does; it was cut off, or a closing bracket or quote is missing</source>
        <translation>文件在第 %1 行结束，但其 JSON 尚未完整；文件被截断，或缺少右括号或引号</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file is empty; it must hold one JSON object ({ … })</source>
        <translation>文件为空；它必须包含一个 JSON 对象（{ … }）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a NUL byte at offset %1; the file is binary or was cut off, not a JSON text</source>
        <translation>偏移 %1 处有 NUL 字节；该文件是二进制文件或已被截断，不是 JSON 文本</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the input is larger than %1 MB</source>
        <translation>输入大于 %1 MB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>objects and arrays are nested more than %1 levels deep</source>
        <translation>对象和数组的嵌套超过 %1 层</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the key &quot;%1&quot; appears twice in one object; keep one</source>
        <translation>键“%1”在同一对象中出现两次；请只保留一个</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unknown key &quot;%1&quot;; this version of Scaleplan does not read it, so check its spelling</source>
        <translation>未知的键 &quot;%1&quot;；此版本的 Scaleplan 不读取它，请检查拼写</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>unknown preset &quot;%1&quot; (nearest: %2); choose one of the presets in the Model list</source>
        <translation>未知预设“%1”（最接近：%2）；请从“模型”列表中选择一个预设</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unknown GPU &quot;%1&quot; (nearest: %2); choose one of the GPUs in the Cluster list</source>
        <translation>未知 GPU“%1”（最接近：%2）；请从“集群”列表中选择一个 GPU</translation>
    </message>
    <message>
        <location line="+168"/>
        <source>price from %1, %2</source>
        <translation>价格来自 %1，%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the price dates from %1, %2 months ago, and prices change: update it under Tools &gt; Instance Prices</source>
        <translation>价格来自 %1（%2 个月前），而价格会变化：请在 工具 &gt; 实例价格 中更新</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>the only published ZeRO-3 runs sharded this widely other than PyTorch FSDP&apos;s (DeepSpeed, 2021: %1 runs of GPT 175B and 530B on 48-280 nodes of A100s) took %2 to %3 times the estimated time; estimates for this training stack were checked on up to %4 nodes (PyTorch FSDP: %5, Training software): read the time as optimistic, or shard over fewer nodes (ZeRO shard group)</source>
        <translation>除 PyTorch FSDP 外，仅有的如此大范围分片的已发布 ZeRO-3 运行（DeepSpeed，2021 年：在 48-280 个 A100 节点上运行 GPT 175B 和 530B 的 %1 次运行）耗时为估计时间的 %2 到 %3 倍；此训练栈的估计最多在 %4 个节点上验证过（PyTorch FSDP：%5，训练软件）：请将时间视为乐观值，或在更少的节点上分片（ZeRO 分片组）</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>the GPU waits %1 of the step for the host to issue its kernels: each layer&apos;s work is too small; a larger micro-batch or less tensor parallelism gives the GPU more per kernel, and CUDA graphs remove the wait</source>
        <translation>GPU 在每步的 %1 中等待主机发出其内核：每层的工作量太小；更大的微批次或更少的张量并行可让 GPU 每个内核有更多工作，CUDA 图则可消除等待</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>only a mixture of experts has dense layers beside its expert layers; set more than one expert, or no dense layers and experts in every layer</source>
        <translation>只有混合专家模型才会在专家层之外有稠密层；请设置多于一个专家，或不设稠密层并让每一层都有专家</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>makes the windowed layers attend within chunks of the attention window and this model has no window; set the window to the chunk length or attend over the whole sequence</source>
        <translation>让窗口层在注意力窗口长度的分块内计算注意力，但此模型没有窗口；请将窗口设为分块长度，或对整个序列计算注意力</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>is the width of a mixture of experts&apos; dense layers and this model has none; set dense layers or experts in fewer layers, or clear this width</source>
        <translation>是混合专家模型稠密层的宽度，而此模型没有稠密层；请设置稠密层或减少含专家的层，或清除此宽度</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>belongs to multi-head latent attention, which the key-value latent width turns on; set that width or clear this one</source>
        <translation>属于多头潜在注意力，由键值潜在宽度开启；请设置该宽度，或清除此值</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>has no effect: Transformer Engine overlaps the tensor-parallel communication of its own modules, and eager PyTorch modules overlap none; choose fused kernels or turn the overlap off</source>
        <translation>无效：Transformer Engine 只重叠其自身模块的张量并行通信，eager PyTorch 模块不重叠任何通信；请选择融合内核或关闭重叠</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>eager PyTorch modules do not train in fp8: fp8 products run in Transformer Engine&apos;s modules, which fuse the element-wise work as well; choose fused kernels or bf16</source>
        <translation>eager PyTorch 模块不以 fp8 训练：fp8 矩阵乘运行在 Transformer Engine 的模块中，这些模块同时融合了逐元素运算；请选择融合内核或 bf16</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PyTorch&apos;s autocast has no fp8: fp8 products run in Transformer Engine&apos;s fp8_autocast, over 16-bit weights with an fp32 main copy; choose 16-bit weights or bf16</source>
        <translation>PyTorch 的 autocast 没有 fp8：fp8 乘积在 Transformer Engine 的 fp8_autocast 中运行，基于带 fp32 主副本的 16 位权重；请选择 16 位权重或 bf16</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>has no effect in fp32 training: autocast casts fp32 weights to 16 bits for each matrix product; choose bf16 or fp16, or 16-bit weights</source>
        <translation>在 fp32 训练中无效：autocast 为每个矩阵乘积将 fp32 权重转换为 16 位；请选择 bf16 或 fp16，或 16 位权重</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>autocast keeps the 16-bit copy of every layer&apos;s weights for the backward pass, %1 GB a GPU that ZeRO-3 does not shard (FSDP frees its gathered fp32 weights, not their casts); FSDP with a MixedPrecision policy gathers 16-bit weights: choose 16-bit weights, or full recomputation</source>
        <translation>autocast 为反向传播保留每一层权重的 16 位副本，每个 GPU %1 GB，ZeRO-3 不会对其分片（FSDP 释放其收集的 fp32 权重，但不释放它们的转换结果）；带 MixedPrecision 策略的 FSDP 收集 16 位权重：请选择 16 位权重或完全重计算</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 key/value heads: latent attention gives each of the %2 heads its own key and value; set as many key/value heads as heads</source>
        <translation>%1 个键/值头：潜在注意力为 %2 个头各提供自己的键和值；请将键/值头数设为与头数相同</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>experts split over fewer ranks than tp take each rank&apos;s share of the tokens from sequence parallelism; turn sequence parallelism on or split the experts over tp</source>
        <translation>切分到少于 tp 个秩的专家需从序列并行获得各秩的词元份额；请开启序列并行，或按 tp 切分专家</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>has no effect: %1 compresses the all-reduce of gradients, and this layout has none (no data parallelism, or ZeRO over all of dp reduce-scatters them, which only fp16 compresses); use fp16, ZeRO 0 or a ZeRO shard group smaller than dp</source>
        <translation>无效：%1 压缩梯度的 all-reduce，而此布局没有（没有数据并行，或在整个 dp 上的 ZeRO 以 reduce-scatter 聚合梯度，只有 fp16 能压缩它）；请使用 fp16、ZeRO 0 或小于 dp 的 ZeRO 分片组</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 gradients cannot be summed in flight, so they are all-gathered: the traffic grows with dp (%2)</source>
        <translation>%1 梯度无法在传输中求和，因此改用 all-gather 收集：通信量随 dp 增长（%2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no published board power for %1, so energy is reported as zero; add tdp_w in a user catalog</source>
        <translation>%1 没有公开的板卡功耗，因此能耗显示为零；请在用户目录中添加 tdp_w</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no GPU-to-GPU bandwidth for %1, so GPUs in a node are taken to talk over PCIe Gen4 x16 (31 GB/s); add scaleup_gbs_unidir in a user catalog</source>
        <translation>%1 没有 GPU 间带宽，因此假定节点内 GPU 通过 PCIe Gen4 x16（31 GB/s）通信；请在用户目录中添加 scaleup_gbs_unidir</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no SM count for %1, so matrix products are not rounded to whole waves and the SMs that overlapped communication holds are not charged; add sm_count in a user catalog</source>
        <translation>%1 没有 SM 数量，因此矩阵乘法不按整波取整，重叠通信占用的 SM 也不计入；请在用户目录中添加 sm_count</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 needs compute capability %2 or newer and %3 has %4, so no run on this GPU can use it; choose an attention kernel this GPU supports</source>
        <translation>%1 需要计算能力 %2 或更高，而 %3 为 %4，因此在该 GPU 上的训练都无法使用它；请选择该 GPU 支持的注意力内核</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no %2 tensor cores, so no run on this GPU can use %2 products; the estimate runs them at its %3 rate; choose %4 as the precision</source>
        <translation>%1 没有 %2 张量核心，因此在此 GPU 上的任何运行都无法使用 %2 矩阵乘法；估算按其 %3 速率计算；请将精度设为 %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the interleaved schedule needs the micro-batches per step (%1) to be a multiple of the pipeline stages (%2), which Megatron-LM checks before it starts; change the global batch or the micro-batch, or use one virtual stage</source>
        <translation>交错调度要求每步的微批次数（%1）是流水线阶段数（%2）的倍数，Megatron-LM 会在启动前检查；请更改全局批次或微批次大小，或只使用一个虚拟阶段</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 needs a transformer model (layers, hidden, heads); choose a transformer preset or another launch target</source>
        <translation>%1 需要 Transformer 模型（层数、隐藏层维度、头数）；请选择 Transformer 预设或其他启动目标</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot run the value %2; use one of %3 or another launch target</source>
        <translation>%1 不支持取值 %2；请使用 %3 之一或其他启动目标</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 needs the %2 layers to split evenly over pp × virtual stages = %3 pipeline chunks; change the pipeline stages or the virtual stages</source>
        <translation>%1 要求 %2 层能均匀分配到 pp × 虚拟阶段数 = %3 个流水线块；请更改流水线阶段数或虚拟阶段数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no parallel layout of the cluster&apos;s GPUs divides the global batch (%1); change the node count or the global batch</source>
        <translation>集群的 GPU 数没有任何一种并行布局能整除全局批次（%1）；请更改节点数或全局批次</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no layout fits in GPU memory: the closest needs %1 GB per GPU against the %2 GB CUDA can allocate; add nodes, choose GPUs with more memory or a smaller model</source>
        <translation>没有能放入 GPU 显存的布局：最接近的布局每个 GPU 需要 %1 GB，而 CUDA 只能分配 %2 GB；请增加节点、选择显存更大的 GPU 或更小的模型</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no plan meets the budget of %1 USD: the cheapest feasible plan costs %2 (%3x)</source>
        <translation>没有方案能满足 %1 USD 的预算：最便宜的可行方案需要 %2（%3x）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no plan meets the deadline of %1 h: the fastest feasible plan takes %2 h (%3x)</source>
        <translation>没有方案能满足 %1 小时的截止时间：最快的可行方案需要 %2 小时（%3x）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no plan meets both the budget of %1 USD and the deadline of %2 h: the cheapest plan within the deadline costs %3 (%4x the budget), and no plan stays within the budget</source>
        <translation>没有方案能同时满足 %1 USD 的预算和 %2 小时的截止时间：截止时间内最便宜的方案需要 %3（预算的 %4x），且没有方案在预算之内</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no plan meets the budget of %1 USD nor the deadline of %2 h: the cheapest feasible plan costs %3 (%4x), the fastest takes %5 h (%6x)</source>
        <translation>没有方案能满足 %1 USD 的预算或 %2 小时的截止时间：最便宜的可行方案需要 %3（%4x），最快的方案需要 %5 小时（%6x）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no plan meets both the budget of %1 USD and the deadline of %2 h: the fastest plan within the budget takes %3 h (%4x the deadline), and no plan meets the deadline</source>
        <translation>没有方案同时满足 %1 USD 的预算和 %2 h 的期限：预算内最快的方案需要 %3 h（期限的 %4 倍），且没有方案能赶上期限</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no plan meets both the budget of %1 USD and the deadline of %2 h: the cheapest plan within the deadline costs %3 (%4x the budget), the fastest within the budget takes %5 h (%6x the deadline)</source>
        <translation>没有方案同时满足 %1 USD 的预算和 %2 h 的期限：期限内最便宜的方案花费 %3（预算的 %4 倍），预算内最快的方案需要 %5 h（期限的 %6 倍）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the first line must name the columns, e.g. gpus,step_time_s</source>
        <translation>第一行必须列出列名，例如 gpus,step_time_s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the header has no column %1; add it</source>
        <translation>表头中没有列 %1；请添加该列</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown column &quot;%1&quot;; use one of %2</source>
        <translation>未知列“%1”；请使用 %2 之一</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>has %1 fields but the header names %2 columns; give one value per column, separated by commas</source>
        <translation>有 %1 个字段，但表头列出了 %2 列；请每列给出一个值，用逗号分隔</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;%1&quot; is not a number; write a plain number such as 1.25</source>
        <translation>“%1”不是数字；请填写普通数字，例如 1.25</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>only %1 measurements; give at least %2 (e.g. 1, 2, 4 and 8 GPUs)</source>
        <translation>只有 %1 个测量值；请至少提供 %2 个（例如 1、2、4 和 8 个 GPU）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this layout cannot run the scenario: %1</source>
        <translation>此布局无法运行该场景：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the fields are separated by semicolons, as spreadsheets save CSV where numbers take decimal commas; save it with commas between fields and points in numbers (e.g. 0.52)</source>
        <translation>字段以分号分隔（在数字使用小数逗号的区域设置下，电子表格会这样保存 CSV）；请以逗号分隔字段、数字使用小数点后保存（例如 0.52）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the file lists no GPU instance in region %1; choose one of %2</source>
        <translation>文件中没有区域 %1 的 GPU 实例；请从 %2 中选择一个</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not a name of an instance type or region; such names use letters, digits and &apos;.&apos;, &apos;_&apos;, &apos;-&apos;, &apos;+&apos;</source>
        <translation>&quot;%1&quot; 不是实例类型或区域的名称；此类名称只使用字母、数字以及 &apos;.&apos;、&apos;_&apos;、&apos;-&apos;、&apos;+&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no NVIDIA driver: %1 could not be loaded (%2); install the NVIDIA driver to probe this machine&apos;s GPUs</source>
        <translation>没有 NVIDIA 驱动：无法加载 %1（%2）；请安装 NVIDIA 驱动以探测本机的 GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the NVIDIA driver supports CUDA %1 but the probe needs CUDA %2 or newer; update the driver</source>
        <translation>NVIDIA 驱动支持 CUDA %1，但探测需要 CUDA %2 或更高版本；请更新驱动</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the NVIDIA driver is installed but sees no GPU; check CUDA_VISIBLE_DEVICES and that the GPU is seated and powered</source>
        <translation>已安装 NVIDIA 驱动，但未检测到 GPU；请检查 CUDA_VISIBLE_DEVICES，并确认 GPU 已正确安装并通电</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>access to the GPU was refused (%1); add your user to the group that owns /dev/nvidia* or ask the administrator</source>
        <translation>访问 GPU 被拒绝（%1）；请将您的用户加入拥有 /dev/nvidia* 的用户组，或联系管理员</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is split into MIG instances: the figures are those of a slice, not of the whole GPU</source>
        <translation>%1 已划分为 MIG 实例：这些数值属于一个切片，而非整个 GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 failed (%2)</source>
        <translation>%1 失败（%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cuBLAS (libcublas.so.13, .12 or .11) is not installed, so the matrix-multiply benchmark was skipped; install the CUDA toolkit&apos;s cuBLAS to run it</source>
        <translation>未安装 cuBLAS（libcublas.so.13、.12 或 .11），因此跳过了矩阵乘法基准测试；请安装 CUDA 工具包中的 cuBLAS 以运行该测试</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the benchmarks were cancelled</source>
        <translation>基准测试已取消</translation>
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
        <translation>文件格式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format version</source>
        <translation>格式版本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scenario name</source>
        <translation>场景名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model kind</source>
        <translation>模型类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model preset</source>
        <translation>模型预设</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key/value heads</source>
        <translation>键/值头数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head width</source>
        <translation>注意力头宽度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention window</source>
        <translation>注意力窗口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full attention every</source>
        <translation>全注意力层间隔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window kind</source>
        <translation>窗口类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feed-forward width</source>
        <translation>前馈层宽度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vocabulary size</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MLP type</source>
        <translation>MLP 类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experts</source>
        <translation>专家数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experts per token</source>
        <translation>每个 token 的专家数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared expert width</source>
        <translation>共享专家宽度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense layers</source>
        <translation>稠密层</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experts every</source>
        <translation>专家间隔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert groups</source>
        <translation>专家组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Groups per token</source>
        <translation>每个 token 的组数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense MLP width</source>
        <translation>稠密 MLP 宽度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key-value latent</source>
        <translation>键值潜在</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Query latent</source>
        <translation>查询潜在</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotary head width</source>
        <translation>旋转头宽度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value head width</source>
        <translation>值头宽度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tied embeddings</source>
        <translation>共享嵌入权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Biases</source>
        <translation>偏置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention and MLP</source>
        <translation>注意力与 MLP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention mask</source>
        <translation>注意力掩码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TF32 tensor cores</source>
        <translation>TF32 张量核心</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert all-to-all</source>
        <translation>专家 all-to-all</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradient buckets</source>
        <translation>梯度桶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Token dispatch</source>
        <translation>token 分发</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normalization</source>
        <translation>归一化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Query/key norms</source>
        <translation>查询/键归一化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Positions</source>
        <translation>位置编码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention dropout</source>
        <translation>注意力 dropout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recomputed layers</source>
        <translation>重计算的层</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recomputed parts</source>
        <translation>重计算的部分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selective recomputation</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert capacity</source>
        <translation>专家容量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden dropout</source>
        <translation>隐藏层 dropout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training FLOPs per sample</source>
        <translation>每样本训练 FLOPs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activation memory per sample</source>
        <translation>每样本激活内存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory traffic per sample</source>
        <translation>每样本内存流量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute efficiency</source>
        <translation>计算效率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training samples</source>
        <translation>训练样本数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer steps</source>
        <translation>优化器步数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Global batch</source>
        <translation>全局批次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master weights</source>
        <translation>主权重</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Distributed saved activations</source>
        <translation>分布式保存的激活</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activation recomputation</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention kernel</source>
        <translation>注意力内核</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Element-wise kernels</source>
        <translation>逐元素内核</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training software</source>
        <translation>训练软件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA graphs</source>
        <translation>CUDA 图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixed precision</source>
        <translation>混合精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 scaling</source>
        <translation>FP8 缩放</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instance type</source>
        <translation>实例类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inter-node bandwidth</source>
        <translation>节点间带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price per node-hour</source>
        <translation>每节点小时价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallel layout</source>
        <translation>并行布局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor parallel (tp)</source>
        <translation>张量并行（tp）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline parallel (pp)</source>
        <translation>流水线并行（pp）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data parallel (dp)</source>
        <translation>数据并行（dp）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context parallel (cp)</source>
        <translation>上下文并行 (cp)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert parallel (ep)</source>
        <translation>专家并行 (ep)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert tensor parallel</source>
        <translation>专家张量并行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO shard group</source>
        <translation>ZeRO 分片组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequence parallel</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Virtual pipeline stages</source>
        <translation>虚拟流水线阶段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradient compression</source>
        <translation>梯度压缩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compression ratio</source>
        <translation>压缩比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlap gradient exchange</source>
        <translation>梯度交换重叠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor-parallel communication</source>
        <translation>张量并行通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline sends</source>
        <translation>流水线发送</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline engine</source>
        <translation>流水线引擎</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pricing</source>
        <translation>定价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot share</source>
        <translation>竞价实例占比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purchase</source>
        <translation>购买方式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spot price per node-hour</source>
        <translation>每节点小时竞价价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storage price</source>
        <translation>存储价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dataset size</source>
        <translation>数据集大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Egress</source>
        <translation>出站流量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reliability</source>
        <translation>可靠性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node MTBF</source>
        <translation>节点 MTBF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spot reclaim rate</source>
        <translation>竞价实例回收率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint interval</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoint write bandwidth</source>
        <translation>检查点写入带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restart time</source>
        <translation>重启时间</translation>
    </message>
    <message>
        <location line="+798"/>
        <source>Standard attention (score matrix in memory)</source>
        <translation>标准注意力（分数矩阵存于显存）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FlashAttention-2</source>
        <translation>FlashAttention-2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FlashAttention-3 or cuDNN (Hopper)</source>
        <translation>FlashAttention-3 或 cuDNN（Hopper）</translation>
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
        <translation>按需</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1-year reservation</source>
        <translation>1 年预留</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3-year reservation</source>
        <translation>3 年预留</translation>
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
        <translation>无</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Selective (parts of each layer)</source>
        <translation>选择性（每层的部分）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Full (layers from their input)</source>
        <translation>完全（各层从输入重算）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Attention core (core_attn)</source>
        <translation>注意力核心（core_attn）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Norm outputs (layernorm)</source>
        <translation>归一化输出（layernorm）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Latent up projections (mla_up_proj)</source>
        <translation>潜在上投影（mla_up_proj）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dense MLPs (mlp)</source>
        <translation>稠密 MLP（mlp）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert layers (moe)</source>
        <translation>专家层（moe）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert activations (moe_act)</source>
        <translation>专家激活（moe_act）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared experts (shared_experts)</source>
        <translation>共享专家（shared_experts）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>core_attn (Megatron-Core&apos;s default)</source>
        <translation>core_attn（Megatron-Core 默认）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Every other matrix product (torchtitan)</source>
        <translation>每隔一个矩阵乘积（torchtitan）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By part (Megatron-Core)</source>
        <translation>按部分（Megatron-Core）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Megatron-Core (Megatron-LM, NeMo)</source>
        <translation>Megatron-Core（Megatron-LM、NeMo）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PyTorch FSDP</source>
        <translation>PyTorch FSDP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PyTorch FSDP2 (torchtitan)</source>
        <translation>PyTorch FSDP2（torchtitan）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>JAX (MaxText)</source>
        <translation>JAX（MaxText）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fused (Megatron-LM, Transformer Engine)</source>
        <translation>融合（Megatron-LM、Transformer Engine）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Eager PyTorch (Hugging Face modules)</source>
        <translation>eager PyTorch（Hugging Face 模块）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>16-bit weights, fp32 main copy</source>
        <translation>16 位权重，fp32 主副本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PyTorch autocast over fp32 weights</source>
        <translation>基于 fp32 权重的 PyTorch autocast</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Delayed (amax history)</source>
        <translation>延迟（amax 历史）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Current (each tensor&apos;s own amax)</source>
        <translation>当前（每个张量自身的 amax）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>None (full gradients)</source>
        <translation>无（完整梯度）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP16 (half-size gradients)</source>
        <translation>FP16（梯度大小减半）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>INT8 (quantised, all-gathered)</source>
        <translation>INT8（量化，all-gather）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PowerSGD (low-rank factors)</source>
        <translation>PowerSGD（低秩因子）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Top-k (sparse, all-gathered)</source>
        <translation>Top-k（稀疏，all-gather）</translation>
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
        <translation>未指定</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Megatron-LM</source>
        <translation>Megatron-LM</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>DeepEP (one copy a node)</source>
        <translation>DeepEP（每个节点一份）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-to-all (Megatron-Core)</source>
        <translation>All-to-all（Megatron-Core）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>SwiGLU (three matrices)</source>
        <translation>SwiGLU（三个矩阵）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GELU written out (Hugging Face gelu_new)</source>
        <translation>展开写出的 GELU (Hugging Face gelu_new)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GELU (two matrices)</source>
        <translation>GELU（两个矩阵）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>every linear layer</source>
        <translation>每个线性层</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>query, key and value</source>
        <translation>查询、键和值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LayerNorm only</source>
        <translation>仅 LayerNorm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MLP and LayerNorm</source>
        <translation>MLP 和 LayerNorm</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>causal (decoder)</source>
        <translation>因果（解码器）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bidirectional (encoder)</source>
        <translation>双向（编码器）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>one after the other</source>
        <translation>先后</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>side by side, one norm</source>
        <translation>并行，一个归一化</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>side by side, a norm each</source>
        <translation>并行，各自归一化</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>none</source>
        <comment>query/key norms</comment>
        <translation>无</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one per head (Qwen3, Gemma 3)</source>
        <translation>每个头一个（Qwen3、Gemma 3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>over each projection (OLMo 2)</source>
        <translation>作用于整个投影（OLMo 2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L2 per head, no scale (Llama 4)</source>
        <translation>每头 L2，无缩放（Llama 4）</translation>
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
        <translation>可学习嵌入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rotary (RoPE)</source>
        <translation>旋转 (RoPE)</translation>
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
        <translation>%1 分钟</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h (%2 days)</source>
        <translation>%1 小时（%2 天）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 days</source>
        <translation>%1 天</translation>
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
        <translation>%1 万亿</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 billion</source>
        <translation>%1 十亿</translation>
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
        <translation>，cp %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, ep %1</source>
        <translation>，ep %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, expert tp %1</source>
        <translation>，专家 tp %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, ZeRO %1</source>
        <translation>，ZeRO %1</translation>
    </message>
</context>
<context>
    <name>LayoutFixes</name>
    <message>
        <location filename="../widgets/document/LayoutFixes.cpp" line="+17"/>
        <source>Derive dp from the GPUs (%1)</source>
        <translation>由 GPU 数推导 dp（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use micro-batch %1</source>
        <translation>使用微批次 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use global batch %1</source>
        <translation>使用全局批次 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use tp %1</source>
        <translation>使用 tp %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use pp %1</source>
        <translation>使用 pp %1</translation>
    </message>
</context>
<context>
    <name>Planner</name>
    <message>
        <location filename="../widgets/common/Texts.cpp" line="+37"/>
        <source>Spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bought another way, %1 (%2) meets the goal: %3 and %4.</source>
        <translation>换一种购买方式，%1（%2）可达成目标：%3，%4。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bought another way, %1 (%2) meets the budget: %3 and %4.</source>
        <translation>换一种购买方式，%1（%2）可控制在预算内：%3，%4。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bought another way, %1 (%2) meets the deadline: %3 and %4.</source>
        <translation>换一种购买方式，%1（%2）可赶上期限：%3，%4。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Note: %1.</source>
        <translation>注意：%1。</translation>
    </message>
</context>
<context>
    <name>ReportTexts</name>
    <message>
        <location filename="../widgets/report/ReportContent.cpp" line="+263"/>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 of %2: fits</source>
        <translation>%1 / %2：可容纳</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2: does not fit</source>
        <translation>%1 / %2：放不下</translation>
    </message>
    <message>
        <location line="+248"/>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No estimate: %1</source>
        <translation>无法估算：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Training time (expected)</source>
        <translation>训练时间（预期）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training time without interruptions</source>
        <translation>无中断训练时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+408"/>
        <location line="+37"/>
        <location line="+41"/>
        <source>Cost (expected)</source>
        <translation>成本（预期）</translation>
    </message>
    <message>
        <location line="-485"/>
        <location line="+408"/>
        <location line="+37"/>
        <source>GPU-hours</source>
        <translation>GPU 小时数</translation>
    </message>
    <message>
        <location line="-444"/>
        <source>MFU (model FLOPs utilisation)</source>
        <translation>MFU（模型 FLOPs 利用率）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+444"/>
        <source>Memory per GPU</source>
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <location line="-443"/>
        <location line="+352"/>
        <source>Step time</source>
        <translation>单步时间</translation>
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
        <translation>优化器步数</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tokens/s (%2 per GPU)</source>
        <translation>%1 token/s（每 GPU %2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layout (tp × pp × dp, ZeRO)</source>
        <translation>布局（tp × pp × dp，ZeRO）</translation>
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
        <translation>能耗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs as planned</source>
        <translation>可按计划运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+144"/>
        <location line="+12"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="-156"/>
        <location line="+144"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="-142"/>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note</source>
        <translation>提示</translation>
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
        <translation>预设</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention heads (key/value heads)</source>
        <translation>注意力头数（键/值头数）</translation>
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
        <translation>注意力头宽度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attention window</source>
        <translation>注意力窗口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chunks of %1 tokens in %2 of %3 layers</source>
        <translation>%3 层中的 %2 层按 %1 个 token 分块</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tokens in %2 of %3 layers</source>
        <translation>%3 层中的 %2 层，%1 个词元</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Feed-forward size</source>
        <translation>前馈层宽度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vocabulary</source>
        <translation>词表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feed-forward block</source>
        <translation>前馈块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Biases, normalization, positions</source>
        <translation>偏置、归一化、位置编码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2, %3</source>
        <translation>%1，%2，%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attention and MLP</source>
        <translation>注意力与 MLP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention mask</source>
        <translation>注意力掩码</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Experts (per token)</source>
        <translation>专家数（每 token）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shared expert width</source>
        <translation>共享专家宽度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Latent attention (key-value, query; rotary, value head)</source>
        <translation>潜在注意力（键值、查询；旋转、值头）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2; %3, %4</source>
        <translation>%1，%2；%3，%4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Leading dense layers (MLP width)</source>
        <translation>开头的稠密层（MLP 宽度）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expert layers</source>
        <translation>专家层</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one in every %1; the other %2 dense (MLP width %3)</source>
        <translation>每 %1 层一层；其余 %2 层为稠密层（MLP 宽度 %3）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1; a token&apos;s experts from %2 of them</source>
        <translation>%1；每个 token 的专家来自其中 %2 组</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1; a token&apos;s experts from any</source>
        <translation>%1；每个 token 的专家可来自任意组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters (counted from the shape)</source>
        <translation>参数量（按形状计数）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dropout (attention, hidden)</source>
        <translation>Dropout（注意力，隐藏层）</translation>
    </message>
    <message>
        <location line="-542"/>
        <location line="+543"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location line="-581"/>
        <source>undated</source>
        <translation>未注明日期</translation>
    </message>
    <message>
        <location line="+234"/>
        <source>tp × pp × dp %1, micro-batch %2, activation recomputation: %3; it takes %4 and costs %5</source>
        <translation>tp × pp × dp %1，微批次 %2，激活重计算：%3；耗时 %4，成本 %5</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>A layout on the same cluster fits in memory: %1.</source>
        <translation>同一集群上有一种能放进显存的布局：%1。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A layout on the same cluster is %1 cheaper (%2 less): %3.</source>
        <translation>同一集群上有一种布局便宜 %1（节省 %2）：%3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It meets the goal.</source>
        <translation>它满足目标。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A layout on the same cluster meets the goal: %1.</source>
        <translation>同一集群上有一种满足目标的布局：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No layout on the same cluster is cheaper than this one: the planner searched %1 layouts.</source>
        <translation>同一集群上没有比这更便宜的布局：规划器搜索了 %1 种布局。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the cheapest that meets the deadline: %1</source>
        <translation>满足期限的最便宜布局：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cheapest: %1</source>
        <translation>最便宜的布局：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the fastest within the budget: %1</source>
        <translation>预算内最快的布局：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the fastest: %1</source>
        <translation>最快的布局：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No layout on the same cluster meets both the budget and the deadline.</source>
        <translation>同一集群上没有同时满足预算和期限的布局。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No layout on the same cluster meets the budget.</source>
        <translation>同一集群上没有满足预算的布局。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No layout on the same cluster meets the deadline.</source>
        <translation>同一集群上没有满足期限的布局。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The nearest: %1.</source>
        <translation>最接近的：%1。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The planner found no layout on the same cluster that runs.</source>
        <translation>规划器在同一集群上没有找到可运行的布局。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Time and cost</source>
        <translation>时间与成本</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Expected</source>
        <translation>预期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training time</source>
        <translation>训练时间</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <location line="-135"/>
        <source>%1, %2 virtual stages a GPU</source>
        <translation>%1，每个 GPU %2 个虚拟阶段</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, sequence parallelism</source>
        <translation>%1，序列并行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, tensor-parallel communication overlapped</source>
        <translation>%1，张量并行通信重叠</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, pipeline communication overlapped</source>
        <translation>%1，流水线通信重叠</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>On %1 nodes instead of %2, the fastest plan costing at most %3 more than the cheapest on %4 (%5): %6.</source>
        <translation>使用 %1 个节点而非 %2 个：%4 上成本比最便宜（%5）最多高出 %3 的计划中最快的：%6。</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>On the same cluster, %1.</source>
        <translation>在同一集群上：%1。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its cheapest layout is %1 cheaper than this one (%2 less), though still outside the goal: %3.</source>
        <translation>其最便宜的布局比当前便宜 %1（少 %2），但仍未达成目标：%3。</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+71"/>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Compute, on-demand</source>
        <translation>计算，按需</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute, %1</source>
        <translation>计算，%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compute, spot (%1 of the nodes)</source>
        <translation>计算，竞价（%1 的节点）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Storage (checkpoints and data set)</source>
        <translation>存储（检查点和数据集）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network (egress)</source>
        <translation>网络（出站流量）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total (expected)</source>
        <translation>合计（预期）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the cost is made of</source>
        <translation>成本构成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price (source, date)</source>
        <translation>价格（来源，日期）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Best alternative found by the planner: %1</source>
        <translation>规划器找到的最佳替代方案：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Prices of %1 as of %2 (%3), in US dollars; where every price and figure comes from: Appendix: sources.</source>
        <translation>%1 的价格截至 %2（%3），以美元计；每个价格和数字的来源：附录：来源。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Node prices as set in the scenario, in US dollars; where every other figure comes from: Appendix: sources.</source>
        <translation>节点价格按场景设置，以美元计；其他数字的来源：附录：来源。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 if it fit in GPU memory</source>
        <translation>%1（若能放入 GPU 显存）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>unknown: the catalog gives this GPU no power draw</source>
        <translation>未知：目录未给出此 GPU 的功耗</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the price dates from %1, %2 months ago, and prices change: check it against a current quote</source>
        <translation>该价格来自 %1（%2 个月前），价格会变动：请与当前报价核对</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: sources %2 in the appendix.</source>
        <translation>%1：来源见附录 %2。</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training FLOPs per sample</source>
        <translation>每样本训练 FLOPs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation memory per sample</source>
        <translation>每样本激活内存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory traffic per sample</source>
        <translation>每样本内存流量</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shape of the preset %1</source>
        <translation>预设 %1 的结构</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Tokens</source>
        <translation>token 数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Samples</source>
        <translation>样本数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Global batch (sequences)</source>
        <translation>全局批次（序列数）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+335"/>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <location line="-334"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>TF32 tensor cores</source>
        <translation>TF32 张量核心</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+190"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location line="-183"/>
        <source>16-bit remainders (2 bytes a parameter)</source>
        <translation>16 位余位（每个参数 2 字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none (16-bit weights updated in place)</source>
        <translation>无（原地更新 16 位权重）</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+307"/>
        <source>Activation recomputation</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <location line="-306"/>
        <source>%1, %2 layers of each pipeline chunk</source>
        <translation>%1，每个流水线分块 %2 层</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>layers replayed from captured graphs</source>
        <translation>从捕获的图中重放各层</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 × the balanced share, padded</source>
        <translation>均衡份额的 %1 倍（填充）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dropless</source>
        <translation>不丢弃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data set</source>
        <translation>数据集</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data and training</source>
        <translation>数据与训练</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+239"/>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>described system</source>
        <translation>自定义系统</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2 GiB as sold)</source>
        <translation>%1（标称 %2 GiB）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+194"/>
        <location line="+37"/>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <location line="-229"/>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inter-node bandwidth per node</source>
        <translation>每节点的节点间带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 Gbit/s</source>
        <translation>%1 Gbit/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tensor / pipeline parallel</source>
        <translation>张量并行 / 流水线并行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Context parallel</source>
        <translation>上下文并行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GPUs share each sequence (ring attention)</source>
        <translation>%1 个 GPU 分担每个序列（环形注意力）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Expert parallel</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GPUs share each layer&apos;s experts</source>
        <translation>%1 个 GPU 分担每层的专家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 data-parallel GPUs share each layer&apos;s experts</source>
        <translation>%1 个数据并行 GPU 分担每层的专家</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>overlapped with another micro-batch&apos;s compute</source>
        <translation>与另一个微批次的计算重叠</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>each expert whole on one GPU (tp %1)</source>
        <translation>每个专家完整位于一个 GPU 上（tp %1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GPUs split each expert (tp %2)</source>
        <translation>每个专家切分到 %1 个 GPU（tp %2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>copied (PyTorch DDP): one more gradient-sized buffer</source>
        <translation>复制（PyTorch DDP）：多一个与梯度同样大小的缓冲区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradient compression</source>
        <translation>梯度压缩</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pipeline engine</source>
        <translation>流水线引擎</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>overlapped with the matrix products (Transformer Engine)</source>
        <translation>与矩阵乘法重叠（Transformer Engine）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>overlapped with the next chunk (interleaved schedule)</source>
        <translation>与下一个分块重叠（交错调度）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster and layout</source>
        <translation>集群与布局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Figures of the %1</source>
        <translation>%1 的参数</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>does not fit in GPU memory (%1 of %2)</source>
        <translation>GPU 显存放不下（需要 %1，共 %2）</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>%1 (this scenario&apos;s layout)</source>
        <translation>%1（本场景的布局）</translation>
    </message>
    <message>
        <location line="+216"/>
        <source>Prepared on %1 with %2 from the scenario &quot;%3&quot;. Every figure is an estimate, not a measurement: the method notes say how it is made.</source>
        <translation>于 %1 使用 %2 根据场景“%3”生成。所有数字均为估算而非测量：其计算方法见“方法说明”。</translation>
    </message>
    <message>
        <location line="-1086"/>
        <source>%1 per node-hour</source>
        <translation>每节点小时 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+673"/>
        <source>set in the scenario</source>
        <translation>在场景中设置</translation>
    </message>
    <message>
        <location line="-758"/>
        <source>[%1]</source>
        <translation>[%1]</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>On-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <location line="+644"/>
        <source>Share of nodes on spot</source>
        <translation>使用竞价容量的节点占比</translation>
    </message>
    <message>
        <location line="-624"/>
        <source>%1 per GB-month</source>
        <translation>每 GB 每月 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+9"/>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Storage (%1)</source>
        <translation>存储（%1）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>catalog default</source>
        <translation>目录默认值</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+607"/>
        <source>Egress</source>
        <translation>出站流量</translation>
    </message>
    <message>
        <location line="-606"/>
        <source>%1 per GB</source>
        <translation>每 GB %1</translation>
    </message>
    <message>
        <location line="+607"/>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="-325"/>
        <location line="+326"/>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+327"/>
        <source>Catalog of %1. %2</source>
        <translation>目录日期：%1。%2</translation>
    </message>
    <message>
        <location line="-321"/>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Expected time and cost across node counts, for this instance type and the others with as many GPUs per node.</source>
        <translation>不同节点数下的预期时间和成本，包括此实例类型以及每节点 GPU 数相同的其他实例类型。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scaling: no node count of this instance type runs this layout (it does not fit in GPU memory or the batch does not divide), so there is no speedup to chart.</source>
        <translation>扩展：此实例类型的任何节点数都无法运行该布局（放不进 GPU 显存，或批量无法整除），因此没有可绘制的加速比。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Throughput speedup and scaling efficiency against the smallest node count that runs.</source>
        <translation>相对于可运行的最小节点数的吞吐量加速比和扩展效率。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where the time of one optimizer step goes.</source>
        <translation>一个优化器步的时间分布。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory one GPU holds at its peak, against its capacity.</source>
        <translation>单个 GPU 的峰值显存占用与其容量的对比。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>runs</source>
        <translation>可运行</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>stopped by %1</source>
        <translation>因%1无法运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>does not run</source>
        <translation>无法运行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Breakdowns</source>
        <translation>分解</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Context-parallel communication (exposed)</source>
        <translation>上下文并行通信（未隐藏部分）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert all-to-all</source>
        <translation>专家 all-to-all</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+8"/>
        <source>Part</source>
        <translation>组成部分</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Seconds per step</source>
        <translation>每步秒数</translation>
    </message>
    <message>
        <location line="-395"/>
        <location line="+395"/>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location line="-84"/>
        <location line="+85"/>
        <source>Tensor-parallel communication</source>
        <translation>张量并行通信</translation>
    </message>
    <message>
        <location line="-82"/>
        <location line="+89"/>
        <source>Pipeline sends</source>
        <translation>流水线发送</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data-parallel communication (exposed)</source>
        <translation>数据并行通信（未掩盖）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other (compression, gradient copies)</source>
        <translation>其他（压缩、梯度复制）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the host</source>
        <translation>等待主机</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+17"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Memory per GPU (most loaded pipeline stage)</source>
        <translation>每 GPU 显存（负载最高的流水线阶段）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share of capacity</source>
        <translation>占容量比例</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other (context, buffers, allocator)</source>
        <translation>其他（上下文、缓冲区、分配器）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA can allocate</source>
        <translation>CUDA 可分配</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Node-count sweep</source>
        <translation>节点数扫描</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The scenario&apos;s tensor- and pipeline-parallel degrees, ZeRO stage and micro-batch at other node counts; the data-parallel degree follows the GPU count. The report&apos;s CSV file holds these rows with full precision.</source>
        <translation>在其他节点数下沿用本场景的张量并行度、流水线并行度、ZeRO 阶段和微批次；数据并行度随 GPU 数量变化。报告的 CSV 文件以完整精度包含这些行。</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+77"/>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <location line="-76"/>
        <location line="+37"/>
        <location line="+40"/>
        <source>Time (expected)</source>
        <translation>时间（预期）</translation>
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
        <translation>状态</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left out: %1 nodes, where the layout cannot be built (the GPU count does not divide into it or the global batch does not divide over it); the CSV file has these rows with the reason.</source>
        <translation>已省略：节点数为 %1 的情况，此时无法构建该布局（GPU 数量无法按该布局整除，或全局批次无法在其上均分）；CSV 文件中包含这些行及原因。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Comparison</source>
        <translation>比较</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no estimate</source>
        <translation>无法估算</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 / %2 GB</source>
        <translation>%1 / %2 GB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The open scenario first, then the compared ones.</source>
        <translation>先列出当前场景，再列出对比场景。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Faster layouts on this cluster</source>
        <translation>此集群上更快的布局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The planner&apos;s fastest layouts for the same instance, node count and batch (Help &gt; Model and Sources &gt; The planner): tensor, pipeline, data, context and expert parallelism, ZeRO stage, micro-batch and recomputation searched.</source>
        <translation>规划器在相同实例、节点数和批次下找到的最快布局（帮助 &gt; 模型与来源 &gt; The planner）：搜索了张量并行、流水线并行、数据并行、上下文并行和专家并行、ZeRO 阶段、微批次和重计算。</translation>
    </message>
    <message>
        <location line="-724"/>
        <source>%1, sharded in groups of %2</source>
        <translation>%1，每 %2 个为一组分片</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 (%2 layers a chunk)</source>
        <translation>%1（每块 %2 层）</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>Range from model accuracy</source>
        <translation>模型准确度范围</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Range from interruptions (p10 to p90)</source>
        <translation>中断导致的范围（p10 至 p90）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Range from model accuracy: runs laid out like this one took up to %1 longer than estimated on published runs the model was not fitted to, never less.</source>
        <translation>模型准确度范围：在未用于拟合模型的已发表运行中，这样布局的运行比估算最多长 %1，从未更短。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Range from model accuracy: estimates like this one were off by up to %1 on published runs the model was not fitted to.</source>
        <translation>模型准确度范围：在未用于拟合模型的已发表运行中，此类估算的偏差最多为 %1。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Range from interruptions: eight in ten of %1 simulated runs, with node failures, spot reclaims and restarts, end in it. More in section Accuracy.</source>
        <translation>中断导致的范围：在 %1 次模拟运行中（含节点故障、竞价实例回收和重启），十次中有八次落在其中。详见“准确度”一节。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Range from interruptions: eight in ten runs, with node failures, spot reclaims and restarts, end in it. More in section Accuracy.</source>
        <translation>中断导致的范围：含节点故障、竞价实例回收和重启的运行中，十次有八次落在其中。详见“准确度”一节。</translation>
    </message>
    <message>
        <location line="+350"/>
        <source>Prices of %1</source>
        <translation>%1 的价格</translation>
    </message>
    <message>
        <location line="+219"/>
        <source>Risk</source>
        <translation>风险</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checkpoint interval</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to write one checkpoint</source>
        <translation>写入一个检查点的时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Interruptions per hour (failures and spot reclaims)</source>
        <translation>每小时中断次数（故障和竞价回收）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Interruptions expected</source>
        <translation>预期中断次数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected time</source>
        <translation>预期时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time, 10th percentile (p10)</source>
        <translation>时间，第 10 百分位（p10）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time, median (p50)</source>
        <translation>时间，中位数（p50）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time, 90th percentile (p90)</source>
        <translation>时间，第 90 百分位（p90）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost, 10th percentile (p10)</source>
        <translation>成本，第 10 百分位（p10）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost, median (p50)</source>
        <translation>成本，中位数（p50）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost, 90th percentile (p90)</source>
        <translation>成本，第 90 百分位（p90）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The interval, when the scenario leaves it open, is the Young/Daly optimum for the interruption rate; lost work, restarts and checkpoint writes extend the failure-free time to the expected time.</source>
        <translation>若场景未指定检查点间隔，则采用针对该中断率的 Young/Daly 最优值；损失的工作、重启和检查点写入使无故障时间延长为预期时间。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sensitivity</source>
        <translation>敏感度</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Expected time and cost with each input %1 lower and higher, the largest change first: the figures to check first, or to measure. No uncertainty is claimed (Help &gt; Model and Sources, section 9.6).</source>
        <translation>每个输入降低和提高 %1 时的预期时间和成本（变化最大者在前）：应首先核对或测量的数值。不表示不确定度（帮助 &gt; 模型与来源 第 9.6 节）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time, input %1 lower</source>
        <translation>时间（输入低 %1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time, input %1 higher</source>
        <translation>时间（输入高 %1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost, input %1 lower</source>
        <translation>成本（输入低 %1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost, input %1 higher</source>
        <translation>成本（输入高 %1）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Accuracy</source>
        <translation>准确度</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This scenario: %1</source>
        <translation>此场景：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The published runs most like this scenario (the same GPU, then the nearest model size and GPU count)</source>
        <translation>与此场景最相近的已发表训练运行（相同 GPU，其次是最接近的模型规模和 GPU 数量）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Published run</source>
        <translation>已发表的运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Estimated</source>
        <translation>估算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throughput vs. measured</source>
        <translation>吞吐量（相对实测）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Method notes</source>
        <translation>方法说明</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model FLOPs and activation memory per layer follow Korthikanti et al. 2022, &quot;Reducing Activation Recomputation in Large Transformer Models&quot; (selective and full recomputation, sequence parallelism); MFU counts model FLOPs without recomputation against the GPU&apos;s dense peak.</source>
        <translation>每层的模型 FLOPs 和激活内存依据 Korthikanti 等（2022）的“Reducing Activation Recomputation in Large Transformer Models”（选择性和完全重计算、序列并行）；MFU 计算不含重计算的模型 FLOPs 相对于 GPU 稠密峰值的比例。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Parameters, pipeline schedules (1F1B and interleaved), the pipeline bubble and tensor-parallel communication follow Narayanan et al. 2021, &quot;Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM&quot; (SC&apos;21), and Shoeybi et al. 2019 (Megatron-LM).</source>
        <translation>参数量、流水线调度（1F1B 和交错式）、流水线气泡和张量并行通信依据 Narayanan 等（2021）的“Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM”（SC&apos;21）以及 Shoeybi 等（2019）（Megatron-LM）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Optimizer states, gradients and weights per ZeRO stage and the data-parallel exchange follow Rajbhandari et al. 2020, &quot;ZeRO: Memory Optimizations Toward Training Trillion Parameter Models&quot; (SC&apos;20).</source>
        <translation>各 ZeRO 阶段的优化器状态、梯度和权重以及数据并行交换依据 Rajbhandari 等（2020）的“ZeRO: Memory Optimizations Toward Training Trillion Parameter Models”（SC&apos;20）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Collectives are ring algorithms inside a node and hierarchical across nodes, with logarithmic latency for all-reduce as NCCL&apos;s double binary trees (NVIDIA, &quot;Massively Scale Your Deep Learning Training with NCCL 2.4&quot;, 2019; Sanders, Speck and Träff 2009); link efficiencies and latencies are calibrated against measured NCCL points.</source>
        <translation>集合通信在节点内采用环形算法，跨节点采用分层算法；all-reduce 的延迟与 NCCL 双二叉树一样呈对数增长（NVIDIA，“Massively Scale Your Deep Learning Training with NCCL 2.4”，2019；Sanders、Speck 和 Träff，2009）；链路效率和延迟依据实测 NCCL 数据点校准。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Matrix products run at the measured matrix-product rate, timed back at the shape it was measured at, with wave quantization and, before Hopper, the write of their output; power-limited GPUs run at their measured sustained rate, and the slowest of the job&apos;s GPUs sets the pace (Sinha et al., SC&apos;22). The checkpoint interval follows Young (1974) and Daly (2006).</source>
        <translation>矩阵乘法按实测矩阵乘法速率计算，并换算回测量时的形状，计入波次量化，以及 Hopper 之前架构上写回结果的时间；功耗受限的 GPU 按实测持续速率运行，作业中最慢的 GPU 决定整体节奏（Sinha 等，SC&apos;22）。检查点间隔遵循 Young（1974）和 Daly（2006）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In Scaleplan, Help &gt; Model and Sources states every formula and constant with its source and says where each number of this report comes from.</source>
        <translation>在 Scaleplan 中，帮助 &gt; 模型与来源 列出了每个公式和常数及其来源，并说明了本报告中每个数字的出处。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Appendix: sources</source>
        <translation>附录：来源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the catalog&apos;s figures come from, as the catalog records them; the tables above cite them by number.</source>
        <translation>目录中各数字的来源，按目录记录；上文表格按编号引用。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[%1] %2: %3</source>
        <translation>[%1] %2：%3</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Training plan: %1</source>
        <translation>训练计划：%1</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <location filename="../widgets/report/ReportWriter.cpp" line="+137"/>
        <source>%1 — estimates, not measurements</source>
        <translation>%1 — 估算值，非实测值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page %1</source>
        <translation>第 %1 页</translation>
    </message>
    <message>
        <location line="+308"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>SensitivityTexts</name>
    <message>
        <location filename="../widgets/sensitivity/SensitivityTexts.cpp" line="+13"/>
        <source>GPU matrix-multiply rate</source>
        <translation>GPU 矩阵乘法速率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU memory bandwidth</source>
        <translation>GPU 显存带宽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In-node link</source>
        <translation>节点内链路</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network between nodes</source>
        <translation>节点间网络</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Node price</source>
        <translation>节点价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time between node failures</source>
        <translation>节点故障间隔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spot reclaim rate</source>
        <translation>竞价实例回收率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoint write bandwidth</source>
        <translation>检查点写入带宽</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The GPU&apos;s measured matrix-multiply rate (the catalog&apos;s MAMF figure, or your calibration), 16-bit and FP8 alike</source>
        <translation>GPU 实测矩阵乘法速率（目录中的 MAMF 值或您的校准结果），16 位与 FP8 均适用</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The GPU&apos;s memory bandwidth for memory-bound kernels (measured where the catalog has it, else the datasheet)</source>
        <translation>访存受限内核所用的 GPU 显存带宽（目录有实测值时用实测值，否则用数据手册值）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The link between a node&apos;s GPUs (NVLink, or PCIe without it), measured where the catalog has it</source>
        <translation>节点内 GPU 之间的链路（NVLink，没有时为 PCIe），目录有实测值时用实测值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The node&apos;s network bandwidth (the instance&apos;s, or cluster.inter_node_gbps)</source>
        <translation>节点的网络带宽（实例的值，或 cluster.inter_node_gbps）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The on-demand and spot price of a node-hour</source>
        <translation>每节点小时的按需价格和竞价价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean time between hardware failures of one node (reliability.node_mtbf_h, else the Llama 3 rate)</source>
        <translation>单个节点硬件故障的平均间隔（reliability.node_mtbf_h，否则为 Llama 3 的故障率）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reclaims per spot node-hour (reliability.spot_interruptions_per_node_hour, else the instance&apos;s band)</source>
        <translation>每竞价节点小时的回收次数（reliability.spot_interruptions_per_node_hour，否则为实例的区间）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Aggregate checkpoint write bandwidth (reliability.checkpoint_write_gbps, else the default per node)</source>
        <translation>检查点写入总带宽（reliability.checkpoint_write_gbps，否则为每节点默认值）</translation>
    </message>
</context>
<context>
    <name>TextFile</name>
    <message>
        <location filename="../widgets/document/TextFile.cpp" line="+20"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../widgets/Theme.cpp" line="+75"/>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Follow the &amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
</context>
<context>
    <name>UserCatalog</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+188"/>
        <location filename="../widgets/MainWindow.cpp" line="+186"/>
        <source>Your Catalog</source>
        <translation>您的目录</translation>
    </message>
    <message>
        <location filename="../widgets/document/UserCatalog.cpp" line="+62"/>
        <source>Your catalog %1 cannot be read (%2); Scaleplan uses the built-in catalog. Check the file&apos;s permissions.</source>
        <translation>无法读取您的目录 %1（%2）；Scaleplan 将使用内置目录。请检查该文件的权限。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your catalog %1 was not loaded: %2. Change that entry (or remove the file); until then Scaleplan uses the built-in catalog.</source>
        <translation>未加载您的目录 %1：%2。请修改该条目（或删除该文件）；在此之前 Scaleplan 将使用内置目录。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No folder for your catalog is known: set SCALEPLAN_CATALOG to a file.</source>
        <translation>未知您的目录所在的文件夹：请将 SCALEPLAN_CATALOG 设置为一个文件。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 is not a Scaleplan catalog (&quot;format&quot;: &quot;scaleplan.catalog&quot;); fix or remove it first.</source>
        <translation>%1 不是 Scaleplan 目录（&quot;format&quot;: &quot;scaleplan.catalog&quot;）；请先修复或删除它。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 was left as it was: with the new entry it would not load (%2). Fix or remove the file first.</source>
        <translation>%1 保持原样：加入新条目后它将无法加载（%2）。请先修复或删除该文件。</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>scaleplan::AccuracyDialog</name>
    <message>
        <location filename="../widgets/accuracy/AccuracyDialog.cpp" line="+46"/>
        <source>Source: %1, %2</source>
        <translation>来源：%1，%2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Accuracy Against Published Runs</source>
        <translation>相对已发表运行的准确度</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This scenario: %1</source>
        <translation>此场景：%1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Published run</source>
        <translation>已发表的运行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Estimated</source>
        <translation>估算</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Throughput, estimate vs. measured</source>
        <translation>吞吐量，估算相对实测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Held out</source>
        <translation>留出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How much faster (+) or slower (−) the estimated training runs than the measurement; for a run that reports step times, the step-time error turned into throughput.</source>
        <translation>估算的训练比实测快（+）或慢（−）多少；对报告步长时间的运行，其误差已换算为吞吐量。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The same, estimated with the model&apos;s chosen constants refit on the runs of the other sources only: the error to expect for a run the constants were not chosen with.</source>
        <translation>同上，但使用仅以其他来源的运行重新拟合的模型选定常数估算：即对未参与选定常数的运行应预期的误差。</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>The runs in bold, listed first, are the most like this scenario (the same GPU, then the nearest model size and GPU count); hover over a run for its source.</source>
        <translation>以粗体列在最前的运行与此场景最相近（相同 GPU，其次是最接近的模型规模和 GPU 数量）；将鼠标悬停在运行上可查看其来源。</translation>
    </message>
</context>
<context>
    <name>scaleplan::Autosaver</name>
    <message>
        <location filename="../widgets/document/Autosaver.cpp" line="+96"/>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cannot be recovered: %2</source>
        <translation>无法恢复 %1：%2</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Unsaved work is not autosaved: no free autosave slot in %1.</source>
        <translation>未保存的工作不会自动保存：%1 中没有空闲的自动保存槽位。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Unsaved work could not be autosaved to %1: %2.</source>
        <translation>未保存的工作无法自动保存到 %1：%2。</translation>
    </message>
</context>
<context>
    <name>scaleplan::CalibrationChart</name>
    <message>
        <location filename="../widgets/charts/CalibrationChart.cpp" line="+43"/>
        <source>Measured and fitted step times</source>
        <translation>实测与拟合的单步时间</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPUs (log scale)</source>
        <translation>GPU 数（对数刻度）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step time (s, log scale)</source>
        <translation>单步时间（秒，对数刻度）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>90% band</source>
        <translation>90% 区间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extrapolated (target layout)</source>
        <translation>外推（目标布局）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fitted</source>
        <translation>拟合</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
</context>
<context>
    <name>scaleplan::CalibrationDialog</name>
    <message>
        <location filename="../widgets/calibration/CalibrationDialog.cpp" line="+52"/>
        <source>Matrix-product rate (GEMM)</source>
        <translation>矩阵乘法速率（GEMM）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory bandwidth (HBM)</source>
        <translation>内存带宽（HBM）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In-node link (NVLink/PCIe)</source>
        <translation>节点内链路（NVLink/PCIe）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network between nodes</source>
        <translation>节点间网络</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Calibrate from Measurements</source>
        <translation>根据测量值校准</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measure the open scenario&apos;s step time on a few small clusters (for example 1, 2, 4 and 8 GPUs, then 2 nodes), one row per run. Columns: gpus and step_time_s (or tokens_per_s); optional nodes, tp, pp, global_batch, micro_batch.</source>
        <translation>在几个小型集群上测量当前场景的单步时间（例如 1、2、4 和 8 个 GPU，然后 2 个节点），每次运行一行。列：gpus 和 step_time_s（或 tokens_per_s）；可选 nodes、tp、pp、global_batch、micro_batch。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Comma-separated, a header line first; lines starting with # are ignored.</source>
        <translation>逗号分隔，第一行为表头；以 # 开头的行会被忽略。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Open CSV…</source>
        <translation>打开 CSV(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit</source>
        <translation>拟合(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Least-squares fit of four factors on the catalog&apos;s rates (Levenberg-Marquardt, Ctrl+Return)</source>
        <translation>基于目录速率对四个系数进行最小二乘拟合（Levenberg-Marquardt，Ctrl+Return）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Factor</source>
        <translation>系数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>90% range</source>
        <translation>90% 范围</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set by</source>
        <translation>确定依据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Multipliers on the catalog&apos;s rates. &quot;Set by the data&quot;: the measurements narrowed the factor well below its prior (x1.65 at one sigma); otherwise it stays near 1 and widens the band.</source>
        <translation>目录速率的乘数。“数据”：测量值使该系数的范围远窄于其先验（一个 sigma 为 x1.65）；否则它保持在 1 附近并使区间变宽。</translation>
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
        <translation>实测</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fitted</source>
        <translation>拟合</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Residual</source>
        <translation>残差</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Residual = fitted / measured − 1</source>
        <translation>残差 = 拟合值 / 实测值 − 1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>calibrated</source>
        <translation>calibrated</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Part of the new catalog ids: &lt;gpu&gt;-&lt;name&gt; and &lt;instance&gt;-&lt;name&gt;</source>
        <translation>新目录 ID 的一部分：&lt;gpu&gt;-&lt;名称&gt; 和 &lt;instance&gt;-&lt;名称&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entry name:</source>
        <translation>条目名称：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save to Catalog</source>
        <translation>保存到目录(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Adds the fitted GPU and instance to your catalog file (%1); restart Scaleplan to pick them.</source>
        <translation>将拟合得到的 GPU 和实例添加到您的目录文件（%1）；重启 Scaleplan 后即可选用。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Open measurements</source>
        <translation>打开测量数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSV 文件 (*.csv *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
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
        <translation>数据</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the prior</source>
        <translation>先验</translation>
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
            <numerusform>已拟合 %n 个测量值：均方根残差 %1，离散度 %2。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>At the scenario&apos;s %1 GPUs: %2 s per step (90% band %3–%4 s).</source>
        <translation>在场景的 %1 个 GPU 下：每步 %2 秒（90% 区间 %3–%4 秒）。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Saved instance %1 (GPU %2) to %3. Restart Scaleplan to choose it.</source>
        <translation>已将实例 %1（GPU %2）保存到 %3。重启 Scaleplan 后即可选用。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved instance %1 (GPU %2) to %3. It is in the cluster&apos;s instance list now.</source>
        <translation>已将实例 %1（GPU %2）保存到 %3。它现已出现在集群的实例列表中。</translation>
    </message>
    <message>
        <location filename="../widgets/risk/RiskFeature.cpp" line="+32"/>
        <source>&amp;Calibrate from Measurements…</source>
        <translation>根据测量值校准(&amp;C)…</translation>
    </message>
</context>
<context>
    <name>scaleplan::ChartPanel</name>
    <message>
        <location filename="../widgets/charts/ChartPanel.cpp" line="+49"/>
        <source>No estimate: fix the problem shown in the panel</source>
        <translation>无法估算：请修复面板中显示的问题</translation>
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
        <translation>%1：每步 %2 秒（占每步的 %3）</translation>
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
        <translation>单步时间分解</translation>
    </message>
    <message>
        <location line="-223"/>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The forward passes run again in the backward pass for the layers whose activations recomputation frees (model.md 6.2, 8.2).</source>
        <translation>对于通过重计算释放了激活值的层，在反向计算中再次执行的前向计算（model.md 6.2、8.2）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tensor-parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each layer&apos;s all-reduces (with sequence parallelism: all-gathers and reduce-scatters) inside the tensor-parallel group, less what overlaps the products (model.md 4.5).</source>
        <translation>每层在张量并行组内的 all-reduce（启用序列并行时为 all-gather 和 reduce-scatter），减去与矩阵乘法重叠的部分（model.md 4.5）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Context-parallel</source>
        <translation>上下文并行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys and values passed round the context-parallel ring, what attention does not cover (model.md 4.8).</source>
        <translation>在上下文并行环中传递的键和值，注意力计算未能掩盖的部分（model.md 4.8）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert all-to-all</source>
        <translation>专家 all-to-all</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens sent to the GPUs of their experts and back (model.md 4.9, 5.3).</source>
        <translation>发送到其专家所在 GPU 并返回的令牌（model.md 4.9、5.3）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline sends</source>
        <translation>流水线发送</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activations and their gradients sent between pipeline stages, each send&apos;s latency and bytes (model.md 6.3).</source>
        <translation>在流水线阶段之间发送的激活值及其梯度，按每次发送的延迟和字节数计算（model.md 6.3）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data-parallel (exposed)</source>
        <translation>数据并行（未掩盖）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The gradient exchange, and ZeRO&apos;s gathers, that the backward pass does not hide: NCCL&apos;s ring or tree, over NVLink at its full rate plus each GPU&apos;s passes over its own buffer, and over the network at 90% of its rate (model.md 5.2-5.4, 6.4-6.5).</source>
        <translation>反向计算未能掩盖的梯度交换以及 ZeRO 的 gather：采用 NCCL 的环或树，NVLink 按其全速率并加上每个 GPU 对自身缓冲区的遍历，网络按其速率的 90% 计算（model.md 5.2-5.4、6.4-6.5）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bubble</source>
        <translation>气泡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stages waiting while the pipeline fills and drains: (p - 1)/v stage times a step (model.md 6.2).</source>
        <translation>流水线填充和排空期间各阶段的等待：每步 (p - 1)/v 个阶段时间（model.md 6.2）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The optimizer step, memory-bound: reading and writing each owned parameter&apos;s weights, gradient and moments (model.md 6.7).</source>
        <translation>受内存带宽限制的优化器步骤：读写本 GPU 负责的每个参数的权重、梯度和动量（model.md 6.7）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+29"/>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Host wait</source>
        <translation>等待主机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU waiting for the host to issue the kernels of layers too small to keep it busy: a layer takes at least the host&apos;s measured time for it (model.md 4.10).</source>
        <translation>GPU 等待主机为小到无法让其忙碌的层发出内核：每层至少需要主机为其测得的时间 (model.md 4.10)。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2 GB per GPU (%3 of the total)</source>
        <translation>%1：每个 GPU %2 GB（占总量的 %3）</translation>
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
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <location line="-177"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The parameters this GPU holds after tensor, pipeline and expert parallelism and ZeRO-3 sharding, in the training precision (model.md 8.1).</source>
        <translation>经过张量、流水线和专家并行以及 ZeRO-3 分片后本 GPU 持有的参数，按训练精度计（model.md 8.1）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their gradients, sharded from ZeRO-2 on (model.md 8.1).</source>
        <translation>这些参数的梯度，自 ZeRO-2 起分片（model.md 8.1）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The optimizer&apos;s moments and, in mixed precision, the fp32 master weights, sharded from ZeRO-1 on (model.md 8.1).</source>
        <translation>优化器的动量，以及混合精度下的 fp32 主权重，自 ZeRO-1 起分片（model.md 8.1）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the layers keep for the backward pass, for every micro-batch in flight on this stage (model.md 8.2-8.4).</source>
        <translation>各层为反向计算保留的数据，按本阶段上所有在途微批次计（model.md 8.2-8.4）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CUDA can allocate</source>
        <translation>CUDA 可分配</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>CUDA can allocate %1 GB</source>
        <translation>CUDA 可分配 %1 GB</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No node count of any instance type with as many GPUs per node runs this layout: it does not fit in GPU memory or the batch does not divide. Change what the messages above name.</source>
        <translation>每节点 GPU 数相同的任何实例类型，在任何节点数下都无法运行该布局：放不进 GPU 显存，或批量无法整除。请修改上方消息指出的项。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No node count runs this layout: it does not fit in GPU memory or the batch does not divide. Change what the messages above name to see how it scales.</source>
        <translation>没有任何节点数能运行该布局：放不进 GPU 显存，或批量无法整除。请修改上方消息指出的项，以查看扩展情况。</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Seconds per step (total %1 s)</source>
        <translation>每步秒数（共 %1 秒）</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>The forward and backward passes: matrix products at the GPU&apos;s measured rate for their shapes, attention at its kernel&apos;s measured rate, element-wise work at the measured memory bandwidth (model.md 3, 4).</source>
        <translation>前向和反向计算：矩阵乘法按 GPU 在该形状下的实测速率，注意力按其内核的实测速率，逐元素运算按实测内存带宽计算（model.md 3、4）。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Gradient compression&apos;s encoding and decoding, PyTorch DDP&apos;s bucket copies, PyTorch FSDP&apos;s copies of the gathered parameters and their gradients, and the gradients&apos; sums into .grad (model.md 6.6).</source>
        <translation>梯度压缩的编码和解码、PyTorch DDP 的桶复制、PyTorch FSDP 对收集的参数及其梯度的复制，以及梯度累加到 .grad (model.md 6.6)。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The CUDA context and runtime, ZeRO-3&apos;s gathered layers, autocast&apos;s 16-bit weight copies, compression&apos;s error feedback, CUDA graphs&apos; memory pool and the caching allocator&apos;s unusable share (model.md 8.5).</source>
        <translation>CUDA 上下文和运行时、ZeRO-3 收集的层、autocast 的 16 位权重副本、压缩的误差反馈、CUDA 图的内存池，以及缓存分配器中无法使用的部分（model.md 8.5）。</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>GB per GPU (peak %1 GB)</source>
        <translation>每 GPU GB 数（峰值 %1 GB）</translation>
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
        <translation>%1 小时</translation>
    </message>
    <message>
        <location filename="../widgets/charts/ChartPanel.cpp" line="+86"/>
        <location filename="../widgets/charts/CostTimeChart.cpp" line="+126"/>
        <source>Cost versus time</source>
        <translation>成本与时间</translation>
    </message>
    <message>
        <location filename="../widgets/charts/CostTimeChart.cpp" line="+9"/>
        <source>%.12g h</source>
        <comment>log axis label: hours; keep %.12g (printf-style)</comment>
        <translation>%.12g 小时</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expected wall-clock time</source>
        <translation>预期实际耗时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expected wall-clock time (log scale)</source>
        <translation>预期实际耗时（对数刻度）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total cost</source>
        <translation>总成本</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+737"/>
        <source>Planner frontier</source>
        <translation>规划器前沿</translation>
    </message>
    <message>
        <location line="-727"/>
        <source>Planner frontier: no plan found is both faster and cheaper than this line
%1, %2</source>
        <translation>规划器前沿：找不到比这条线上的方案更快且更便宜的方案
%1，%2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Selected in the Planner: %1 nodes
%2, %3</source>
        <translation>在规划器中选中：%1 个节点
%2，%3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>p10–p90 with failures and spot reclaims</source>
        <translation>含故障和竞价回收的 p10–p90</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Between the 10th and 90th percentile of time and cost: hardware failures (Llama 3 rate) and spot reclaims, each losing the work since the last checkpoint plus a restart (docs/risk.md)</source>
        <translation>时间和成本的第 10 至第 90 百分位之间：硬件故障（Llama 3 故障率）和竞价回收，每次都会损失自上一个检查点以来的工作并需要重启（docs/risk.md）</translation>
    </message>
    <message>
        <location line="+677"/>
        <source>%1 (this scenario)</source>
        <translation>%1（本场景）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Other instance types (%1)</source>
        <translation>其他实例类型（%1）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Selected in the Planner (nodes: %1)</source>
        <translation>在规划器中选中（节点：%1）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This plan (nodes: %1)</source>
        <translation>当前方案（节点数：%1）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This plan (nodes: %1) cannot run: see the message beside the inputs</source>
        <translation>当前方案（节点数：%1）无法运行：请查看输入项旁的消息</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Off the chart: costs above %1</source>
        <translation>超出图表：成本高于 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Budget %1</source>
        <translation>预算 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deadline %1</source>
        <translation>截止时间 %1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>This plan</source>
        <translation>当前方案</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+30"/>
        <source>%1, nodes: %2</source>
        <translation>%1，节点数：%2</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+30"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Click to use this node count</source>
        <translation>点击以使用此节点数</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Off the chart: costs more than the axis shows</source>
        <translation>超出图表：成本高于坐标轴显示的范围</translation>
    </message>
    <message>
        <location filename="../widgets/charts/ChartPanel.cpp" line="+6"/>
        <location filename="../widgets/charts/ScalingChart.cpp" line="+42"/>
        <source>Scaling</source>
        <translation>扩展性</translation>
    </message>
    <message>
        <location filename="../widgets/charts/ScalingChart.cpp" line="+7"/>
        <source>Nodes</source>
        <translation>节点数</translation>
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
        <translation>加速比</translation>
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
        <translation>扩展效率</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Ideal speedup</source>
        <translation>理想加速比</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>Nodes: %1</source>
        <translation>节点数：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speedup %1×, efficiency %2 %</source>
        <translation>加速比 %1×，效率 %2%</translation>
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
        <translation>本机（实测）</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+11"/>
        <source>%1/h</source>
        <translation>%1/小时</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>no price in the catalog</source>
        <translation>目录中无价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2 × %3 — %4</source>
        <translation>%1 — %2 × %3 — %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no spot price in the catalog</source>
        <translation>目录中无竞价价格</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (spot %2)</source>
        <translation>%1（竞价 %2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;Network between nodes: %3 Gbit/s. %4&lt;br&gt;On-demand %5, spot %6.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Prices:&lt;/b&gt; %7&lt;/p&gt;&lt;p&gt;%8&lt;/p&gt;&lt;p&gt;&lt;b&gt;Sources:&lt;/b&gt;&lt;br&gt;%9&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;（%2）&lt;br&gt;节点间网络：%3 Gbit/s。%4&lt;br&gt;按需 %5，竞价 %6。&lt;/p&gt;&lt;p&gt;&lt;b&gt;价格：&lt;/b&gt;%7&lt;/p&gt;&lt;p&gt;%8&lt;/p&gt;&lt;p&gt;&lt;b&gt;来源：&lt;/b&gt;&lt;br&gt;%9&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>listed in the catalog file and in the appendix of the PDF report</source>
        <translation>列于目录文件和 PDF 报告的附录中</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Prices are catalog snapshots, not live quotes: hover over a machine for the price date and sources.</source>
        <translation>价格为目录快照，并非实时报价：将鼠标悬停在机器上可查看价格日期和来源。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Your own hardware</source>
        <translation>自有硬件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Described cluster (GPU, network and price)</source>
        <translation>自定义集群（GPU、网络和价格）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An on-premises or other cluster: choose the GPU, GPUs per node, the network bandwidth of one node and a price per node-hour.</source>
        <translation>本地或其他集群：请选择 GPU、每节点 GPU 数、单个节点的网络带宽以及每节点小时价格。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose %1</source>
        <translation>选择 %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Describe the cluster</source>
        <translation>自定义集群</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 GB, %2 GB/s, %3 dense 16-bit TFLOP/s</source>
        <translation>%1 GB，%2 GB/s，%3 TFLOP/s（16 位稠密）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Change GPU</source>
        <translation>更改 GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>required</source>
        <translation>必填</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs in one node that share the fast in-node link.</source>
        <translation>同一节点内共享高速节点内互连的 GPU 数。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Change GPUs per node</source>
        <translation>更改每节点 GPU 数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> Gbit/s</source>
        <translation> Gbit/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>required for more than one node</source>
        <translation>多于一个节点时必填</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network bandwidth of one node, all its NICs together.</source>
        <translation>单个节点的网络带宽（所有网卡合计）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Change inter-node bandwidth</source>
        <translation>更改节点间带宽</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The region the nodes run in: prices differ between regions. The catalog&apos;s default region is listed first; reservations are priced in it only (docs/prices.md).</source>
        <translation>节点运行的区域：不同区域价格不同。目录的默认区域排在最前；预留仅在该区域有价格（docs/prices.md）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Change region</source>
        <translation>更改区域</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (catalog default)</source>
        <translation>%1（目录默认）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source> per node-hour</source>
        <translation> 每节点小时</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change price per node-hour</source>
        <translation>更改每节点小时价格</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The catalog&apos;s price for this instance bought as: %1. A price here overrides it; zero uses the catalog price again.</source>
        <translation>此实例按以下方式购买时的目录价格：%1。在此填写价格将覆盖它；设为零则恢复使用目录价格。</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>catalog: %1 per node-hour</source>
        <translation>目录价：每节点小时 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none (costs show as zero)</source>
        <translation>无（成本显示为零）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What one node costs per hour (all its GPUs). Without it the estimate has no cost figures.</source>
        <translation>单个节点每小时的费用（含其全部 GPU）。不填则估算中没有成本数据。</translation>
    </message>
</context>
<context>
    <name>scaleplan::ComparisonCards</name>
    <message>
        <location filename="../widgets/compare/ComparisonCards.cpp" line="+179"/>
        <source>Coloured: better or worse than the first card</source>
        <translation>着色：优于或劣于第一张卡片</translation>
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
        <translation>比较</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Each compared scenario is followed by its difference from the first column. Right-click a compared column to make it the open scenario or to remove it; Delete removes the selected columns</source>
        <translation>每个比较的场景之后是它与第一列的差异。右键单击比较中的列，可将其设为打开的场景或将其移除；按 Delete 移除所选列</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Remove From Comparison</source>
        <translation>从比较中移除</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Make &quot;%1&quot; the Open Scenario</source>
        <translation>将“%1”设为打开的场景</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove &quot;%1&quot; From Comparison</source>
        <translation>从比较中移除“%1”</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Use %1</source>
        <translation>使用 %1</translation>
    </message>
</context>
<context>
    <name>scaleplan::ComparisonModel</name>
    <message>
        <location filename="../widgets/compare/ComparisonModel.cpp" line="-299"/>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes (GPUs)</source>
        <translation>节点数（GPU 数）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layout (tp × pp × dp, ZeRO)</source>
        <translation>布局（tp × pp × dp，ZeRO）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training time (expected)</source>
        <translation>训练时间（预期）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost (expected)</source>
        <translation>成本（预期）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU-hours</source>
        <translation>GPU 小时数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory per GPU</source>
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fits and runs</source>
        <translation>可容纳并可运行</translation>
    </message>
    <message>
        <location line="+479"/>
        <source>%1 points</source>
        <comment>percentage points</comment>
        <translation>%1 个百分点</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Better than &quot;%1&quot;: %2</source>
        <translation>优于“%1”：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Worse than &quot;%1&quot;: %2</source>
        <translation>劣于“%1”：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Difference from &quot;%1&quot;: %2</source>
        <translation>与“%1”的差异：%2</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>&quot;%1&quot; minus &quot;%2&quot; (the first column)</source>
        <translation>“%1”减去“%2”（第一列）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difference</source>
        <translation>差异</translation>
    </message>
    <message>
        <location line="-205"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>invalid layout</source>
        <translation>布局无效</translation>
    </message>
    <message>
        <location line="-318"/>
        <location line="+318"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="-320"/>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+318"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="-303"/>
        <source>same</source>
        <translation>相同</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 days</source>
        <translation>%1 天</translation>
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
        <translation>%1 词元/秒</translation>
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
        <translation>数据与训练</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Training details</source>
        <translation>训练细节</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision, recomputation, attention kernel and the other choices of the training software.</source>
        <translation>精度、重计算、注意力内核以及训练软件的其他选项。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>required</source>
        <translation>必填</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+433"/>
        <source>Training tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <location line="-423"/>
        <source>Change training samples</source>
        <translation>更改训练样本数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change training tokens</source>
        <translation>更改训练 token 数</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sequences (samples) per optimizer step, over all data-parallel replicas. Must be a multiple of dp × micro-batch (the arrows step by that); the quotient is the number of micro-batches per step.</source>
        <translation>每个优化器步在所有数据并行副本上处理的序列（样本）数。必须是 dp × 微批次的倍数（箭头按此步长调整）；商即每步的微批次数。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change global batch</source>
        <translation>更改全局批次</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sequences per forward and backward pass on one pipeline. Larger micro-batches use the GPU better but hold more activations.</source>
        <translation>单条流水线上每次前向和反向传播的序列数。微批次越大，GPU 利用率越高，但需保存的激活值也越多。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change micro-batch</source>
        <translation>更改微批次</translation>
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
        <translation>更改%1</translation>
    </message>
    <message>
        <location line="-295"/>
        <source>Arithmetic of the matrix products; sets the GPU&apos;s peak rate and the bytes of weights and activations. On GPUs with bf16, fp16 products run at about 0.95 of the bf16 rate: more mantissa bits switch at the power limit (measured on an H100 and H200s).</source>
        <translation>矩阵乘法的数值格式；决定 GPU 的峰值算力以及权重和激活值的字节数。在支持 bf16 的 GPU 上，fp16 矩阵乘法的速度约为 bf16 的 0.95 倍：在功耗上限下翻转的尾数位更多（在一块 H100 和多块 H200 上测得）。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>PyTorch&apos;s default (convolutions only)</source>
        <translation>PyTorch 默认（仅卷积）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On (products and convolutions)</source>
        <translation>开启（矩阵乘与卷积）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off (IEEE fp32)</source>
        <translation>关闭（IEEE fp32）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP32 training only: whether fp32 products run on the TF32 tensor cores of Ampere and later GPUs (8x the A100&apos;s fp32 peak). PyTorch runs convolutions in TF32 and matrix products in fp32 unless torch.backends.cuda.matmul.allow_tf32 is set; NVIDIA&apos;s training scripts and the Hugging Face Trainer&apos;s --tf32 turn it on.</source>
        <translation>仅限 FP32 训练：fp32 矩阵乘是否在 Ampere 及更新 GPU 的 TF32 张量核心上运行（A100 fp32 峰值的 8 倍）。除非设置 torch.backends.cuda.matmul.allow_tf32，PyTorch 以 TF32 计算卷积、以 fp32 计算矩阵乘；NVIDIA 的训练脚本和 Hugging Face Trainer 的 --tf32 会开启它。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Activation recomputation trades a repeated forward pass for activation memory (Korthikanti et al. 2022).</source>
        <translation>激活重计算以重复一次前向传播为代价节省激活内存（Korthikanti 等，2022）。</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+317"/>
        <source>every layer</source>
        <translation>每一层</translation>
    </message>
    <message>
        <location line="-315"/>
        <source>With full recomputation: how many layers of each pipeline chunk are rebuilt from their input (Megatron-LM&apos;s --recompute-method block); the chunk&apos;s other layers keep their activations, which costs memory and saves their repeated forward pass.</source>
        <translation>完全重计算时：每个流水线分块中从输入重建的层数（Megatron-LM 的 --recompute-method block）；分块中其余的层保留其激活值，以内存换取省去重复的前向计算。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change recomputed layers</source>
        <translation>更改重计算的层</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>How selective recomputation chooses what to rebuild: by part of each layer, as Megatron-Core names them (below), or torchtitan&apos;s op-level policy, which keeps the outputs of every other matrix product and of the attention kernel and rebuilds the rest, element-wise work included (activation_checkpoint.mode &quot;selective&quot;, selective_ac_option &quot;op&quot;; dense layers with ordinary attention; docs/model.md 8.2.2).</source>
        <translation>选择性重计算如何选择要重建的内容：按 Megatron-Core 命名的各层部分（见下），或采用 torchtitan 的算子级策略：保留每隔一个矩阵乘积和注意力内核的输出，重建其余部分（包括逐元素运算）（activation_checkpoint.mode &quot;selective&quot;，selective_ac_option &quot;op&quot;；仅限使用普通注意力的稠密层；docs/model.md 8.2.2）。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>With selective recomputation: the parts of each layer rebuilt in the backward pass instead of kept (Megatron-Core&apos;s --recompute-modules). Latent attention&apos;s up projections and the norms before it and before the experts cost little to rebuild and free much memory; DeepSeek-V3&apos;s own run recomputed both (DeepSeek-V3 report, Sec. 3.2.3). In dense layers Transformer Engine fuses the norms into the products after them, so recomputing them frees nothing there.</source>
        <translation>选择性重计算时：每层在反向传播中重建而不保留的部分（Megatron-Core 的 --recompute-modules）。潜在注意力的上投影以及其前和专家前的归一化重建代价小、释放内存多；DeepSeek-V3 自己的训练两者都重计算（DeepSeek-V3 报告第 3.2.3 节）。在稠密层中 Transformer Engine 将归一化融合进其后的矩阵乘，因此重计算它们不会释放内存。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Change recomputed parts</source>
        <translation>更改重计算的部分</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The attention kernel. FlashAttention never stores the score matrix; FlashAttention-2 runs 1.7-3.0x faster than FlashAttention-1 and 1.3-2.5x faster than FlashAttention in Triton (Dao 2023). On Hopper GPUs FlashAttention-3 and cuDNN&apos;s fused attention (Transformer Engine) run 1.7x faster than FlashAttention-2 (Shah et al. 2024). Standard attention keeps the scores and their softmax in memory.</source>
        <translation>注意力内核。FlashAttention 从不存储分数矩阵；FlashAttention-2 比 FlashAttention-1 快 1.7–3.0 倍，比 Triton 版 FlashAttention 快 1.3–2.5 倍（Dao 2023）。在 Hopper GPU 上，FlashAttention-3 和 cuDNN 的融合注意力（Transformer Engine）比 FlashAttention-2 快 1.7 倍（Shah et al. 2024）。标准注意力会把分数及其 softmax 保存在显存中。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>How the layer&apos;s element-wise work runs. Fused: a norm, the rotary embedding, SwiGLU and each bias-dropout-add in one pass, as Megatron-LM and Transformer Engine run them (torch.compile fuses as much). Eager: every PyTorch operation its own kernel, as Hugging Face Transformers&apos; modules run without torch.compile; an RMSNorm then moves 36 bytes an element through fp32 instead of 4, the rotary embedding 20 over strided views; a Llama 3 8B layer measured on an H200 took 20% longer and kept 44% more memory than fused kernels would (docs/model.md 4.4).</source>
        <translation>层的逐元素运算如何执行。融合：归一化、旋转位置嵌入、SwiGLU 和每个 bias-dropout-add 各用一遍完成，如 Megatron-LM 和 Transformer Engine 的做法（torch.compile 也能融合这么多）。eager：每个 PyTorch 运算各自一个内核，如不使用 torch.compile 的 Hugging Face Transformers 模块；此时 RMSNorm 经 fp32 每元素移动 36 字节而非 4 字节，旋转位置嵌入在跨步视图上移动 20 字节；在 H200 上测得的 Llama 3 8B 层比融合内核多用 20% 的时间，多占 44% 的内存（docs/model.md 4.4）。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The stack that runs the training. Choosing one sets the rows it decides to its own defaults: DeepSpeed runs its own pipeline engine and, below ZeRO-3, reduces the gradients after the backward pass (overlap_comm is off by default); PyTorch FSDP runs each operation as its own kernel unless compiled and DDP copies its gradient buckets. The estimate also takes the stack&apos;s gradient bucket size (Megatron-Core&apos;s grows with the data parallelism) and DeepSpeed&apos;s cap on gathered ZeRO-3 parameters; the launch files start it (docs/model.md 6.9).</source>
        <translation>运行训练的软件栈。选择后，它决定的各行会设为该软件栈自己的默认值：DeepSpeed 使用自己的流水线引擎，并且在 ZeRO-3 以下于反向传播之后才归约梯度（overlap_comm 默认关闭）；PyTorch FSDP 除非编译，否则每个操作都是单独的内核，DDP 会复制其梯度桶。估算还采用该软件栈的梯度桶大小（Megatron-Core 的随数据并行度增长）以及 DeepSpeed 对已收集 ZeRO-3 参数的上限；启动文件会启动它（docs/model.md 6.9）。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No: the host issues every kernel</source>
        <translation>否：主机发出每个内核</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes: layers replayed from captured graphs</source>
        <translation>是：从捕获的图中重放各层</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether each layer&apos;s kernels are replayed from a captured CUDA graph (Megatron-LM&apos;s --cuda-graph-impl, torch.compile&apos;s mode=&quot;reduce-overhead&quot;). Without graphs a layer takes at least the host&apos;s time to issue its kernels, 1.5 ms forward and backward measured on H200 machines, which paces small models and small micro-batches; graphs remove that wait and keep about a fifth more memory than the activations for their pool (docs/model.md 4.10).</source>
        <translation>是否从捕获的 CUDA 图中重放每层的内核（Megatron-LM 的 --cuda-graph-impl，torch.compile 的 mode=&quot;reduce-overhead&quot;）。没有图时，每层至少需要主机发出其内核的时间：在 H200 机器上测得前向和反向共 1.5 ms，这会限制小模型和小微批次的速度；图可消除这段等待，但其内存池会比激活多占约五分之一的内存 (docs/model.md 4.10)。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Where bf16 or fp16 training keeps its weights. 16-bit weights with an fp32 main copy in the optimizer: Megatron-LM, DeepSpeed, FSDP&apos;s MixedPrecision. PyTorch autocast: fp32 weights, gradients and residual stream, each product&apos;s inputs cast to 16 bits, as Hugging Face&apos;s Trainer (bf16=True) and Lightning&apos;s bf16-mixed run it; every weight is then cast in each forward pass and its gradient back, gradients travel in fp32 and each product keeps its 16-bit weight copy for the backward pass (docs/model.md 4.4).</source>
        <translation>bf16 或 fp16 训练将权重保存在哪里。16 位权重加优化器中的 fp32 主副本：Megatron-LM、DeepSpeed、FSDP 的 MixedPrecision。PyTorch autocast：权重、梯度和残差流为 fp32，每个乘积的输入转换为 16 位，如 Hugging Face 的 Trainer (bf16=True) 和 Lightning 的 bf16-mixed 所做；此时每个权重在每次前向传播中被转换，其梯度再转换回来，梯度以 fp32 传输，每个乘积为反向传播保留其权重的 16 位副本 (docs/model.md 4.4)。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>fp32 (4 bytes a moment)</source>
        <translation>fp32（每个矩 4 字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bf16 (2 bytes a moment)</source>
        <translation>bf16（每个矩 2 字节）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Precision of the optimizer&apos;s moments (Adam&apos;s m and v, SGD&apos;s momentum). bf16 halves their memory and their traffic in the optimizer step, as Megatron-Core&apos;s precision-aware optimizer (--exp-avg-dtype bf16 --exp-avg-sq-dtype bf16) and NeMo&apos;s distributed Adam with dtype bf16 keep them (docs/model.md 8.1).</source>
        <translation>优化器矩（Adam 的 m 和 v、SGD 的动量）的精度。bf16 使其显存和优化器步骤中的数据传输减半，Megatron-Core 的精度感知优化器（--exp-avg-dtype bf16 --exp-avg-sq-dtype bf16）和 dtype 为 bf16 的 NeMo 分布式 Adam 即如此保存（docs/model.md 8.1）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fp32 copy (4 bytes)</source>
        <translation>fp32 副本（4 字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remainders beside bf16 weights (2 bytes)</source>
        <translation>bf16 权重旁的余位（2 字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None: 16-bit weights updated in place</source>
        <translation>无：原地更新 16 位权重</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How mixed precision keeps the fp32 main copy of its 16-bit weights: whole; as the 16 low bits that complete a bf16 weight to fp32 (store_param_remainders of Transformer Engine&apos;s and Apex&apos;s Adam, on in Megatron-Core&apos;s precision-aware optimizer); or not at all (NeMo&apos;s distributed Adam with dtype bf16, metaseq&apos;s --memory-efficient-fp16). fp16 weights keep a whole copy; fp32 and autocast training have none (docs/model.md 8.1).</source>
        <translation>混合精度如何保存其 16 位权重的 fp32 主副本：完整保存；保存为把 bf16 权重补全为 fp32 的低 16 位（Transformer Engine 和 Apex 的 Adam 的 store_param_remainders，在 Megatron-Core 的精度感知优化器中开启）；或完全不保存（dtype 为 bf16 的 NeMo 分布式 Adam、metaseq 的 --memory-efficient-fp16）。fp16 权重保留完整副本；fp32 和 autocast 训练没有副本（docs/model.md 8.1）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No: every tensor-parallel rank keeps it whole</source>
        <translation>否：每个张量并行 rank 保存完整输入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes: each rank keeps 1/tp, gathered to rebuild</source>
        <translation>是：每个 rank 保存 1/tp，重算时收集</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With full recomputation and tensor parallelism without sequence parallelism: each rank keeps 1/tp of a layer&apos;s saved input and all-gathers it before the layer is rebuilt (Megatron-LM&apos;s --distribute-saved-activations, DeepSpeed&apos;s partition_activations; docs/model.md 8.2).</source>
        <translation>在完全重算且使用张量并行而未使用序列并行时：每个 rank 保存一层已保存输入的 1/tp，并在重算该层之前通过 all-gather 收集（Megatron-LM 的 --distribute-saved-activations、DeepSpeed 的 partition_activations；docs/model.md 8.2）。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Where fp8 training takes each tensor&apos;s scale. Delayed: from the amax of earlier steps, so a norm writes fp8 directly (Transformer Engine&apos;s DelayedScaling, Megatron-LM&apos;s default). Current: from the tensor&apos;s own amax, read in a pass of its own before every cast (Megatron-LM&apos;s --fp8-recipe tensorwise, torchao&apos;s float8 in torchtitan). That read added 6-8% to a Llama 3 8B layer&apos;s fp8 products on H200s and an H100 (docs/model.md 4.4).</source>
        <translation>FP8 训练从何处获取每个张量的缩放因子。延迟：取自先前步骤的 amax，因此归一化可直接写出 FP8（Transformer Engine 的 DelayedScaling，Megatron-LM 的默认值）。当前：取自张量自身的 amax，在每次转换前用单独一遍读取（Megatron-LM 的 --fp8-recipe tensorwise，torchtitan 中 torchao 的 float8）。在 H200 和 H100 上，该读取使 Llama 3 8B 层的 FP8 矩阵乘法延长 6–8%（docs/model.md 4.4）。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>dropless</source>
        <translation>不丢弃</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mixture-of-experts models: each expert&apos;s token buffer padded to this multiple of its balanced share (tokens × experts per token ÷ experts), as GShard, Switch Transformer, DeepSpeed-MoE and Megatron-Core with --moe-pad-expert-input-to-capacity run it. The experts compute, keep and send the padding like tokens, so time and memory grow with the factor; tokens beyond the capacity are dropped. Dropless (Megatron-Core&apos;s default): every expert computes its balanced share.</source>
        <translation>混合专家模型：每个专家的词元缓冲区填充到其均衡份额（词元数 × 每词元专家数 ÷ 专家数）的这一倍数，与 GShard、Switch Transformer、DeepSpeed-MoE 以及带 --moe-pad-expert-input-to-capacity 的 Megatron-Core 相同。填充部分与词元一样被计算、保存和发送，因此时间和内存随因子增长；超出容量的词元被丢弃。不丢弃（Megatron-Core 的默认）：每个专家只计算其均衡份额。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Change expert capacity</source>
        <translation>更改专家容量</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Samples to train, e.g. epochs × data set size: 1.2M, 90M or 1.2e6.</source>
        <translation>要训练的样本数，例如轮数 × 数据集大小：1.2M、90M 或 1.2e6。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens to train over the whole run: 15T, 300B or 1.5e12.</source>
        <translation>整个训练要处理的词元数：15T、300B 或 1.5e12。</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Training samples</source>
        <translation>训练样本数</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>only with full recomputation</source>
        <translation>仅用于完全重计算</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>chosen by torchtitan&apos;s policy above</source>
        <translation>由上面的 torchtitan 策略选择</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only with selective recomputation</source>
        <translation>仅在选择性重计算时</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The file sets %1 optimizer steps, which override the amount above; changing the amount replaces them.</source>
        <translation>文件设置了 %1 个优化器步，会覆盖上方的数量；修改数量将替换它们。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>= %1 optimizer steps</source>
        <translation>= %1 个优化器步</translation>
    </message>
</context>
<context>
    <name>scaleplan::DocumentationDialog</name>
    <message>
        <location filename="../widgets/help/DocumentationDialog.cpp" line="+95"/>
        <source>Model and Sources</source>
        <translation>模型与来源</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Find in this document (Enter: next match)</source>
        <translation>在本文档中查找（回车：下一个匹配）</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Continued from the top.</source>
        <translation>已从顶部继续。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; is not in this document.</source>
        <translation>本文档中没有“%1”。</translation>
    </message>
</context>
<context>
    <name>scaleplan::ExportActions</name>
    <message>
        <location filename="../widgets/report/ExportActions.cpp" line="+36"/>
        <source>&amp;PDF Report…</source>
        <translation>PDF 报告(&amp;P)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Sweep CSV…</source>
        <translation>扫描 CSV(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scenario at other node counts, one row each, as in the report</source>
        <translation>场景在其他节点数下的结果，每种一行，与报告中相同</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Comparison CSV…</source>
        <translation>比较 CSV(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The open and compared scenarios, one row each</source>
        <translation>当前场景和对比场景，每个一行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;nsitivity CSV…</source>
        <translation>敏感度 CSV(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected time and cost with each input 10% lower and higher, as View &gt; Sensitivity and scaleplan-cli sensitivity give them</source>
        <translation>每个输入降低和提高 10% 时的预期时间和成本，与 视图 &gt; 敏感度 及 scaleplan-cli sensitivity 给出的相同</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>No estimate: %1</source>
        <translation>无法估算：%1</translation>
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
        <translation>PDF 报告</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Paper size:</source>
        <translation>纸张大小：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export PDF report</source>
        <translation>导出 PDF 报告</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot export the report</source>
        <translation>无法导出报告</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Export node sweep</source>
        <translation>导出节点扫描</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>Page 1: the verdict, time and cost with their range, the cost breakdown and the planner&apos;s best alternative; then assumptions, charts, breakdowns, node sweep, comparison, risk, method notes and sources, on A4 or US Letter</source>
        <translation>第 1 页：结论、时间和成本及其范围、成本构成以及规划器的最佳替代方案；随后是假设、图表、分解、节点数扫描、比较、风险、方法说明和来源，A4 或 US Letter 纸张</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Cannot export the sweep</source>
        <translation>无法导出扫描结果</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export comparison</source>
        <translation>导出比较</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot export the comparison</source>
        <translation>无法导出比较结果</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export sensitivity</source>
        <translation>导出敏感度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot export the sensitivity</source>
        <translation>无法导出敏感度</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chart as an image and as SVG</source>
        <translation>以图像和 SVG 格式复制图表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as &amp;PNG…</source>
        <translation>另存为 PNG(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as &amp;SVG…</source>
        <translation>另存为 SVG(&amp;S)…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save chart as SVG</source>
        <translation>将图表另存为 SVG</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save chart as PNG</source>
        <translation>将图表另存为 PNG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG images (*.svg)</source>
        <translation>SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot save the chart</source>
        <translation>无法保存图表</translation>
    </message>
</context>
<context>
    <name>scaleplan::FinishTimeChart</name>
    <message>
        <location filename="../widgets/charts/FinishTimeChart.cpp" line="+43"/>
        <source>Simulated finish times</source>
        <translation>模拟完成时间</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wall-clock time (h)</source>
        <translation>实际耗时（小时）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trials</source>
        <translation>试验次数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Trials per bin</source>
        <translation>每个区间的试验次数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>p10 and p90</source>
        <translation>p10 和 p90</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p50 (median)</source>
        <translation>p50（中位数）</translation>
    </message>
</context>
<context>
    <name>scaleplan::GoalGroup</name>
    <message>
        <location filename="../widgets/panels/GoalGroup.cpp" line="+14"/>
        <source>Goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The most the run may cost, in US dollars: 2M, 750k or $2,000,000. The summary says whether the expected cost stays within it, the cost-versus-time chart draws it as a line and the planner searches within it. Empty: no budget.</source>
        <translation>训练最多可花费的金额（美元）：2M、750k 或 $2,000,000。摘要会说明预期成本是否在其内，成本-时间图将其画成一条线，规划器在其内搜索。留空：无预算。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the run has to be done, from its start: 60 d, 8 w or 1440 h (a number alone is hours). Compared with the expected wall-clock time, failures and restarts included. Empty: no deadline.</source>
        <translation>从开始起训练必须完成的时间：60 天、8 周或 1440 h（只写数字表示小时）。与包含故障和重启的预期耗时比较。留空：无期限。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On-demand or spot</source>
        <translation>按需或竞价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On-demand only</source>
        <translation>仅按需</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot only</source>
        <translation>仅竞价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which capacity the planner may buy. The estimate itself prices the spot share set under Scale and risk.</source>
        <translation>规划器可以购买哪种容量。估算本身按“规模与风险”中设置的竞价比例计价。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change capacity</source>
        <translation>更改容量</translation>
    </message>
</context>
<context>
    <name>scaleplan::InstanceSummaryModel</name>
    <message>
        <location filename="../widgets/planner/InstanceSummaryModel.cpp" line="+49"/>
        <source>Meets the goal</source>
        <translation>达成目标</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Over budget and past the deadline</source>
        <translation>超出预算且超过期限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Past the deadline</source>
        <translation>超过期限</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Over budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Meets the goal, narrowly</source>
        <translation>勉强达成目标</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Every node on spot capacity, priced at the spot price; the expected time and cost include the reclaims the spot band predicts, each losing the work since the last checkpoint.</source>
        <translation>所有节点均使用竞价容量并按竞价价格计费；预期时间和成本包含竞价区间预测的回收，每次回收都会丢失自上一个检查点以来的工作。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every node bought as %1, at the catalog&apos;s price for it; select the row and apply it to see the whole estimate.</source>
        <translation>所有节点按 %1 购买，采用目录价格；选中该行并应用即可查看完整估算。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bought as</source>
        <translation>购买方式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal</source>
        <translation>目标</translation>
    </message>
</context>
<context>
    <name>scaleplan::LaunchExportDialog</name>
    <message>
        <location filename="../widgets/export/LaunchExport.cpp" line="+44"/>
        <source>torchrun command line</source>
        <translation>torchrun 命令行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DeepSpeed configuration</source>
        <translation>DeepSpeed 配置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Megatron-LM arguments</source>
        <translation>Megatron-LM 参数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kubeflow PyTorchJob</source>
        <translation>Kubeflow PyTorchJob</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slurm batch script</source>
        <translation>Slurm 批处理脚本</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export Launch Files</source>
        <translation>导出启动文件</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The launcher or scheduler the files are written for; every number in them comes from the plan</source>
        <translation>生成文件所针对的启动器或调度器；文件中的每个数字都来自该方案</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Folder the files are saved into (created if needed)</source>
        <translation>保存文件的文件夹（必要时自动创建）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Target:</source>
        <translation>目标(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Folder:</source>
        <translation>文件夹(&amp;F)：</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>The scenario cannot be planned: %1</source>
        <translation>无法为该场景制定方案：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot express this plan: %2</source>
        <translation>%1 无法表达此方案：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Warning: this plan is predicted not to run as it stands. The files are written anyway and say so in their first lines:</source>
        <translation>警告：预计此方案按当前设置无法运行。文件仍会写出，并在开头几行注明这一点：</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Cannot express this plan: %1</source>
        <translation>无法表达此方案：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose a folder to save the launch files into.</source>
        <translation>请选择保存启动文件的文件夹。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The folder %1 cannot be created; choose another folder.</source>
        <translation>无法创建文件夹 %1；请选择其他文件夹。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cannot be written (%2); choose another folder.</source>
        <translation>无法写入 %1（%2）；请选择其他文件夹。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Launch files not saved</source>
        <translation>启动文件未保存</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Folder for the launch files</source>
        <translation>启动文件的文件夹</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Launch Files…</source>
        <translation>启动文件(&amp;L)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write a torchrun, DeepSpeed, Megatron-LM, Kubeflow or Slurm launch for this plan</source>
        <translation>为此方案生成 torchrun、DeepSpeed、Megatron-LM、Kubeflow 或 Slurm 启动文件</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved %1 in %2</source>
        <translation>已将 %1 保存到 %2</translation>
    </message>
</context>
<context>
    <name>scaleplan::MainWindow</name>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="-120"/>
        <source>Scaleplan scenarios (*.scaleplan.json *.json);;All files (*)</source>
        <translation>Scaleplan 场景 (*.scaleplan.json *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Pick %1 nodes from the chart</source>
        <translation>从图表中选择 %1 个节点</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Prices and hardware re-read from %1: the estimate, charts and kept scenarios use them now.</source>
        <translation>已从 %1 重新读取价格和硬件：估算、图表和保留的场景现在使用它们。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Compare With Scenario…</source>
        <translation>与场景比较(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare with scenarios</source>
        <translation>与场景比较</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Keep for Comparison</source>
        <translation>保留以供比较(&amp;K)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keeps the scenario as it is now as a column of the comparison and a curve on the cost-versus-time chart, to compare your next changes with it</source>
        <translation>将当前状态的场景保留为比较中的一列和成本-时间图上的一条曲线，以便与之后的修改进行比较</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear Comparison</source>
        <translation>清除比较</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Presentation Mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Model and Sources…</source>
        <translation>模型与来源(&amp;M)…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Accuracy Against Published Runs…</source>
        <translation>相对已发表运行的准确度(&amp;A)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About Scaleplan</source>
        <translation>关于 Scaleplan(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About Scaleplan</source>
        <translation>关于 Scaleplan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;&lt;b&gt;Scaleplan&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Plans the time, memory and cost of distributed training from FLOPs, bytes, bandwidths and published measurements. Help &gt; Model and Sources (docs/model.md) states every formula and constant with its source.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Scaleplan&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;根据 FLOPs、字节数、带宽和已发表的测量数据，规划分布式训练的时间、内存和成本。帮助 &gt; 模型与来源（docs/model.md）列出了每个公式和常数及其来源。&lt;/p&gt;&lt;p&gt;依据 GNU GPL 第 3 版或更高版本授权。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot open scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;System Default</source>
        <translation>系统默认(&amp;S)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The new language applies the next time Scaleplan starts.</source>
        <translation>新语言将在下次启动 Scaleplan 时生效。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1[*] — Scaleplan</source>
        <translation>%1[*] — Scaleplan</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Cannot compare scenario</source>
        <translation>无法比较场景</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Recover unsaved work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scaleplan ended last time without saving a changed scenario. Recover it?</source>
        <translation>Scaleplan 上次退出时未保存已修改的场景。是否恢复？</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot recover</source>
        <translation>无法恢复</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The scenario has unsaved changes. Save them first?</source>
        <translation>场景有未保存的更改。是否先保存？</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+16"/>
        <source>Cannot save scenario</source>
        <translation>无法保存场景</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Save scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Cannot take these files</source>
        <translation>无法接收这些文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop one Hugging Face config.json at a time, or only scenarios: one to open it, several to compare them.</source>
        <translation>每次只拖放一个 Hugging Face config.json，或只拖放场景：一个则打开，多个则进行比较。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot read the measurements</source>
        <translation>无法读取测量值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>scaleplan::ModelGroup</name>
    <message>
        <location filename="../widgets/panels/ModelGroup.cpp" line="+102"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Sources: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Custom shape</source>
        <translation>自定义结构</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A built-in architecture (shape from its paper, see the item&apos;s tooltip), or Custom shape to enter your own.</source>
        <translation>内置架构（结构参数来自其论文，见该项的提示），或选择“自定义结构”自行输入。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import Hugging Face config…</source>
        <translation>导入 Hugging Face 配置…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads the architecture from a Hugging Face config.json (%1). Its sequence length is the model&apos;s maximum context; lower it to the length you train with.</source>
        <translation>从 Hugging Face 的 config.json 读取架构（%1）。其序列长度是模型的最大上下文长度；请将其降低到实际训练使用的长度。</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+280"/>
        <source>Change %1</source>
        <translation>更改%1</translation>
    </message>
    <message>
        <location line="-233"/>
        <source>Key/value heads; fewer than the attention heads means grouped-query attention.</source>
        <translation>键/值头数；少于注意力头数即为分组查询注意力。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hidden / heads</source>
        <translation>隐藏层大小 / 头数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Width of one attention head. At its lowest it is hidden size / heads; Mistral NeMo and Qwen3 set their own (Megatron-LM&apos;s --kv-channels), which changes the attention products.</source>
        <translation>单个注意力头的宽度。取最小值时为隐藏层大小 / 头数；Mistral NeMo 和 Qwen3 设定自己的值（Megatron-LM 的 --kv-channels），会改变注意力的矩阵乘法。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>whole sequence</source>
        <translation>整个序列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sliding-window attention: the tokens each query attends to (Mistral 7B and Gemma 2: 4096, Gemma 3: 1024). FlashAttention-2 and -3 then compute only that band of the score matrix; FlashAttention-1 and unfused attention still compute all of it.</source>
        <translation>滑动窗口注意力：每个查询关注的词元数（Mistral 7B 与 Gemma 2：4096，Gemma 3：1024）。FlashAttention-2 和 -3 只计算得分矩阵中的这一带；FlashAttention-1 和非融合注意力仍计算整个矩阵。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no layer (all windowed)</source>
        <translation>无（全部带窗口）</translation>
    </message>
    <message>
        <location line="-115"/>
        <source> layers</source>
        <translation> 层</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> layer</source>
        <translation> 层</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>Tokens per training sequence.</source>
        <translation>每条训练序列的 token 数。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Change MLP type</source>
        <translation>更改 MLP 类型</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>per token</source>
        <translation>每 token</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Mixture of experts: experts per layer and how many each token is routed to. 1 and 1 is a dense model.</source>
        <translation>混合专家：每层的专家数，以及每个 token 路由到的专家数。1 和 1 即为稠密模型。</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Experts</source>
        <translation>专家数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change experts</source>
        <translation>更改专家数</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+25"/>
        <location line="+9"/>
        <location line="+44"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Width of the shared experts every token passes through beside its routed ones (Qwen2-MoE, DeepSeekMoE; Megatron-LM&apos;s --moe-shared-expert-intermediate-size).</source>
        <translation>每个词元在其路由专家之外都会经过的共享专家的宽度（Qwen2-MoE、DeepSeekMoE；Megatron-LM 的 --moe-shared-expert-intermediate-size）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none (ordinary attention)</source>
        <translation>无（普通注意力）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Multi-head latent attention (DeepSeek-V2/V3, Kimi K2): keys and values come up from a compressed latent this wide (DeepSeek-V3: 512; Megatron-LM&apos;s --kv-lora-rank), whose down projection every tensor-parallel rank holds whole. The head width is then each head&apos;s width without its rotary part.</source>
        <translation>多头潜在注意力（DeepSeek-V2/V3、Kimi K2）：键和值由此宽度的压缩潜在向量生成（DeepSeek-V3：512；Megatron-LM 的 --kv-lora-rank），其降维投影在每个张量并行 rank 上完整保存。此时头宽度为每个头不含旋转部分的宽度。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>With latent attention: the queries come up from a latent this wide (DeepSeek-V3: 1,536; --q-lora-rank); none: straight from the hidden state (DeepSeek-V2-Lite).</source>
        <translation>使用潜在注意力时：查询由此宽度的潜在向量生成（DeepSeek-V3：1,536；--q-lora-rank）；无：直接由隐藏状态生成（DeepSeek-V2-Lite）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>values</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>With latent attention: the rotary part of each query and key head, which the heads&apos; keys share (DeepSeek-V3: 64; --qk-pos-emb-head-dim), and the width of each value head (128; --v-head-dim; none: the head width).</source>
        <translation>使用潜在注意力时：每个查询和键头的旋转部分（各头的键共享该部分；DeepSeek-V3：64；--qk-pos-emb-head-dim），以及每个值头的宽度（128；--v-head-dim；无：头宽度）。</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>head width</source>
        <translation>头宽度</translation>
    </message>
    <message>
        <location line="-199"/>
        <source>Model details</source>
        <translation>模型细节</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The architecture&apos;s shape and choices: filled by the preset or the Hugging Face config, to edit for a model of your own.</source>
        <translation>架构的形状与选项：由预设或 Hugging Face 配置填写，自定义模型时可编辑。</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>With a window: one layer in this many attends to the whole sequence (Gemma 2: 2, Gemma 3: 6, Llama 4: 4; Megatron-LM&apos;s --window-attn-skip-freq).</source>
        <translation>使用窗口时：每这么多层中有一层对整个序列计算注意力（Gemma 2：2，Gemma 3：6，Llama 4：4；Megatron-LM 的 --window-attn-skip-freq）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sliding window</source>
        <translation>滑动窗口</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>chunks</source>
        <translation>分块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a window: each query attends to the window&apos;s tokens before it (Mistral, Gemma), or the sequence is cut into chunks of the window&apos;s length and each query attends within its own chunk (Llama 4: 8,192), half as many keys on average. Megatron launch files cannot run chunks.</source>
        <translation>使用窗口时：每个查询关注其之前窗口内的 token（Mistral、Gemma），或将序列切成窗口长度的分块，每个查询只在自身分块内计算注意力（Llama 4：8,192），平均键数减半。Megatron 启动文件无法运行分块注意力。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The feed-forward block: GELU with two matrices (GPT, BERT, Falcon), GELU with its tanh approximation written out in eight PyTorch operations (Hugging Face&apos;s gelu_new: GPT-2, GPT-J, Phi), or SwiGLU with three (Llama, Mistral, Qwen). The written-out GELU differs only where kernels run eagerly: 36 bytes an element instead of 4 and three more intermediates kept (docs/model.md 4.4).</source>
        <translation>前馈块：两个矩阵的 GELU（GPT、BERT、Falcon），用八个 PyTorch 运算展开写出 tanh 近似的 GELU（Hugging Face 的 gelu_new：GPT-2、GPT-J、Phi），或三个矩阵的 SwiGLU（Llama、Mistral、Qwen）。展开写出的 GELU 只在内核以 eager 方式运行时有差别：每个元素 36 字节而不是 4 字节，并多保留三个中间值 (docs/model.md 4.4)。</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Change latent attention</source>
        <translation>更改潜在注意力</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Group-limited routing: the routed experts fall into this many groups of consecutive experts (DeepSeek-V3: 8, one a node in its training; n_group; Megatron-LM&apos;s --moe-router-num-groups). It changes only the DeepEP dispatcher&apos;s traffic; 1: no groups.</source>
        <translation>组限制路由：路由专家分成这么多组连续的专家（DeepSeek-V3：8，训练时每个节点一组；n_group；Megatron-LM 的 --moe-router-num-groups）。它只改变 DeepEP 分发器的通信量；1：不分组。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The groups that score highest for a token, from which its experts come (DeepSeek-V3: 4 of 8, so a token reaches at most 4 nodes; topk_group; --moe-router-group-topk). They must hold at least the experts a token is routed to.</source>
        <translation>对某个 token 得分最高、其专家从中选取的组（DeepSeek-V3：8 组中的 4 组，因此一个 token 最多到达 4 个节点；topk_group；--moe-router-group-topk）。这些组至少要容纳一个 token 路由到的专家数。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Mixture of experts: this many leading layers have one dense MLP instead of experts (DeepSeekMoE 16B: 1, DeepSeek-V3: 3; Megatron-LM&apos;s --moe-layer-freq). They fill the first pipeline stages, so a later stage may set the pace.</source>
        <translation>混合专家：开头这么多层使用一个稠密 MLP 代替专家（DeepSeekMoE 16B：1，DeepSeek-V3：3；Megatron-LM 的 --moe-layer-freq）。它们位于最前面的流水线阶段，因此可能由后面的阶段决定节奏。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Mixture of experts: after the leading dense layers, one layer in this many has experts and the others one dense MLP (Llama 4 Maverick: 2; Megatron-LM&apos;s --moe-layer-freq). A layer has experts where its number, counted from 1, is a multiple of this, so every pipeline stage holds its share of both kinds.</source>
        <translation>混合专家：在开头的稠密层之后，每这么多层中有一层含专家，其余层各有一个稠密 MLP（Llama 4 Maverick：2；Megatron-LM 的 --moe-layer-freq）。从 1 开始计数的层号为此值倍数的层含专家，因此每个流水线阶段都分担两种层。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>feed-forward width</source>
        <translation>前馈宽度</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Width of the dense layers&apos; MLP (DeepSeekMoE 16B: 10,944 beside experts of 1,408; Megatron-LM&apos;s --ffn-hidden-size beside --moe-ffn-hidden-size).</source>
        <translation>稠密层 MLP 的宽度（DeepSeekMoE 16B：10,944，专家为 1,408；Megatron-LM 的 --ffn-hidden-size 与 --moe-ffn-hidden-size）。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hidden</source>
        <translation>隐藏层</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dropout probability on the attention scores and after the attention and MLP blocks. Each dropout keeps a 1-byte mask per element for the backward pass; at 0 there is none (Llama-family models train without dropout, GPT-style Megatron-LM models with 0.1).</source>
        <translation>注意力分数上以及注意力块和 MLP 块之后的 dropout 概率。每个 dropout 为反向传播按元素保存 1 字节掩码；为 0 时没有掩码（Llama 系列模型不使用 dropout 训练，GPT 风格的 Megatron-LM 模型使用 0.1）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dropout</source>
        <translation>Dropout</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Change dropout</source>
        <translation>更改 dropout</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The layers that add a bias vector: every linear layer and LayerNorm (GPT-2, GPT-3, OPT, BLOOM; Megatron-LM&apos;s default), the query, key and value projections only (Qwen2), none at all (Llama, Mistral, Gemma, MPT), LayerNorm&apos;s shift only (Falcon), or the MLP&apos;s projections and LayerNorm but no attention projection (GPT-J). Counts their parameters; Megatron launch files pass --disable-bias-linear, and cannot keep the MLP&apos;s biases alone.</source>
        <translation>添加偏置向量的层：每个线性层和 LayerNorm（GPT-2、GPT-3、OPT、BLOOM；Megatron-LM 的默认值），仅查询、键和值投影（Qwen2），完全没有（Llama、Mistral、Gemma、MPT），仅 LayerNorm 的平移（Falcon），或 MLP 的投影和 LayerNorm 而没有注意力投影（GPT-J）。计入其参数；Megatron 启动文件传递 --disable-bias-linear，无法只保留 MLP 的偏置。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>LayerNorm keeps a scale and, unless no layer or only query, key and value have biases, a shift per channel; RMSNorm a scale only (Llama-family models).</source>
        <translation>LayerNorm 每个通道保留一个缩放，并且除非没有层或只有查询、键和值有偏置，还保留一个平移；RMSNorm 只有缩放（Llama 系列模型）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Norms of the queries and keys before attention, of the kind above: one of a head&apos;s width shared by the heads (Qwen3, Gemma 3; Megatron-LM&apos;s --qk-layernorm), one over the whole query and one over the key projection (OLMo 2), or an L2 norm of each head without a scale (Llama 4; Megatron-LM&apos;s --qk-l2-norm). Each is a pass over every query and key value and keeps its input for the backward pass; Megatron launch files cannot run norms over the whole projections.</source>
        <translation>注意力之前对查询和键的归一化（上面所选的类型）：各头共享一个头宽的归一化（Qwen3、Gemma 3；Megatron-LM 的 --qk-layernorm），对整个查询投影和整个键投影各一个（OLMo 2），或每个头不带缩放的 L2 归一化（Llama 4；Megatron-LM 的 --qk-l2-norm）。每个都要遍历所有查询和键值一遍，并为反向传播保留其输入；Megatron 启动文件无法运行作用于整个投影的归一化。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How token positions enter: learned absolute embeddings (GPT-2, GPT-3; sequence length x hidden size parameters on the first pipeline stage), rotary embeddings (Llama, GPT-NeoX) or ALiBi attention biases (MPT, BLOOM), which have no parameters. Megatron-LM cannot run ALiBi.</source>
        <translation>词元位置的引入方式：可学习的绝对位置嵌入（GPT-2、GPT-3；序列长度 x 隐藏维度的参数位于流水线第一级）、旋转嵌入（Llama、GPT-NeoX）或 ALiBi 注意力偏置（MPT、BLOOM），后两者没有参数。Megatron-LM 无法运行 ALiBi。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Attention, then the MLP, each with its own norm and residual add (GPT, Llama), or both on the same input with their outputs added together (GPT-J, PaLM and Falcon-7B with one norm; GPT-NeoX and Falcon-40B with a norm each). Side by side, tensor parallelism reduces the two outputs once per forward pass instead of twice. Megatron-LM cannot run it.</source>
        <translation>先注意力后 MLP，各有自己的归一化和残差相加（GPT、Llama），或两者作用于同一输入并将输出相加（GPT-J、PaLM 和 Falcon-7B 用一个归一化；GPT-NeoX 和 Falcon-40B 各用一个）。并行时，张量并行每次前向只归约一次两个输出，而不是两次。Megatron-LM 无法运行。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Causal: each token attends to the tokens before it (GPT, Llama and every decoder); bidirectional: to the whole sequence (BERT and other encoders). A bidirectional layer computes the whole score matrix, twice a causal FlashAttention kernel&apos;s work, at the rates measured without a mask. Megatron launch files train decoders only.</source>
        <translation>因果：每个词元只关注其之前的词元（GPT、Llama 及所有解码器）；双向：关注整个序列（BERT 及其他编码器）。双向层计算整个得分矩阵，工作量是因果 FlashAttention 内核的两倍，按无掩码时测得的速率计。Megatron 启动文件只训练解码器。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Choose model %1</source>
        <translation>选择模型 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose custom model shape</source>
        <translation>选择自定义模型结构</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+10"/>
        <location line="+13"/>
        <location line="+10"/>
        <source>Import Hugging Face config</source>
        <translation>导入 Hugging Face 配置</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Hugging Face config (config.json *.json);;All files (*)</source>
        <translation>Hugging Face 配置 (config.json *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
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
        <translation>无法导入 %1。

%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 was imported.

%2</source>
        <translation>已导入 %1。

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
        <translation>模型给出的参数量。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted from the shape: every weight, bias, norm and learned position, all experts included (docs/model.md 4.1). Compare it with the model card to check a custom shape.</source>
        <translation>按形状计数：所有权重、偏置、归一化与可学习位置嵌入，含全部专家（docs/model.md 4.1）。可与模型卡对照以检查自定义形状。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 FLOPs</source>
        <translation>%1 FLOPs</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>required</source>
        <translation>必填</translation>
    </message>
</context>
<context>
    <name>scaleplan::ParallelGroup</name>
    <message>
        <location filename="../widgets/panels/ParallelGroup.cpp" line="+45"/>
        <source>Parallel layout</source>
        <translation>并行布局</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+24"/>
        <location line="+69"/>
        <source>Change %1</source>
        <translation>更改%1</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>GPUs that split every matrix of a layer (Megatron tensor parallelism). Must divide the attention and key/value heads; best kept inside one node. The arrows double and halve it.</source>
        <translation>拆分每层各矩阵的 GPU 数（Megatron 张量并行）。必须能整除注意力头数和键/值头数；最好限制在单个节点内。箭头按倍增和减半调整。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pipeline stages: consecutive layers on different GPUs. More stages need more micro-batches to keep the bubble small.</source>
        <translation>流水线阶段：连续的层放在不同 GPU 上。阶段越多，需要越多微批次才能让气泡保持较小。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Interleaved chunks per pipeline stage (1 = plain 1F1B); more chunks shrink the bubble but add pipeline sends.</source>
        <translation>每个流水线阶段的交错块数（1 = 普通 1F1B）；块数越多，气泡越小，但流水线发送会增加。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs that share each sequence (Megatron-Core context parallelism): each holds 1/cp of the tokens and their activations, and attention passes keys and values around the group, hidden behind the attention work while tp × cp GPUs fit in a node. Needs fused attention and a sequence length that is a multiple of 2 × cp. The arrows double and halve it.</source>
        <translation>分担每个序列的 GPU 数（Megatron-Core 上下文并行）：每个 GPU 持有 1/cp 的 token 及其激活，注意力在组内环形传递键和值；当 tp × cp 个 GPU 位于同一节点内时，传输隐藏在注意力计算之后。需要融合注意力，且序列长度为 2 × cp 的倍数。箭头将其加倍或减半。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The data-parallel degree is derived: every GPU not used for tensor, pipeline or context parallelism holds a replica.</source>
        <translation>数据并行度由推导得出：未用于张量、流水线或上下文并行的每个 GPU 持有一个副本。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Data-parallel GPUs that share each mixture-of-experts layer&apos;s routed experts (Megatron-Core expert parallelism): each holds experts / ep of them, and every layer sends its tokens to their experts and back by all-to-all, on the node&apos;s link while tp × ep GPUs fit in a node. Must divide the experts and dp × cp; beside tp it needs sequence parallelism.</source>
        <translation>分担每个混合专家层的路由专家的数据并行 GPU（Megatron-Core 专家并行）：每个 GPU 持有 专家数 / ep 个专家，每层通过 all-to-all 把 token 发送到其专家并取回；当 tp × ep 个 GPU 位于同一节点时使用节点内链路。必须整除专家数和 dp × cp；与 tp 同用时需要序列并行。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Overlap with another micro-batch</source>
        <translation>与另一个微批次重叠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Megatron-Core&apos;s batch-level overlap (--overlap-moe-expert-parallel-comm with --delay-wgrad-compute, MCore 0.14; DeepSeek-V3&apos;s DualPipe pairs micro-batches the same way): one micro-batch&apos;s all-to-alls run while another computes, so all but one micro-batch&apos;s hide as far as that compute reaches. Needs expert parallelism and at least two micro-batches a step.</source>
        <translation>Megatron-Core 的批次级重叠（--overlap-moe-expert-parallel-comm 加 --delay-wgrad-compute，MCore 0.14；DeepSeek-V3 的 DualPipe 以同样方式配对微批次）：一个微批次的 all-to-all 在另一个微批次计算时进行，因此除一个微批次外，其余的通信在该计算所及范围内被隐藏。需要专家并行且每步至少两个微批次。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Overlap expert all-to-alls</source>
        <translation>重叠专家 all-to-all</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Do not overlap expert all-to-alls</source>
        <translation>不重叠专家 all-to-all</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>as tp</source>
        <translation>同 tp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs that split each routed expert (Megatron-Core --expert-tensor-parallel-size), a divisor of tp. Below tp the experts stay whole on more GPUs: each holds experts / (ep × this) of them at full width, no tensor-parallel traffic runs in the expert layers, and the expert-parallel group is taken from tp × dp × cp ÷ this ranks (MoE parallel folding); it needs sequence parallelism.</source>
        <translation>切分每个路由专家的 GPU 数（Megatron-Core --expert-tensor-parallel-size），须为 tp 的约数。小于 tp 时专家在更多 GPU 上保持完整：每个 GPU 以全宽持有 专家数 /（ep × 此值）个专家，专家层中没有张量并行通信，专家并行组取自 tp × dp × cp ÷ 此值 个秩（MoE parallel folding）；需要序列并行。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>0: none</source>
        <translation>0：无</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1: optimizer states</source>
        <translation>1：优化器状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2: + gradients</source>
        <translation>2：+ 梯度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3: + weights (FSDP)</source>
        <translation>3：+ 权重（FSDP）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO shards model states over the data-parallel replicas: each stage saves memory and adds communication.</source>
        <translation>ZeRO 将模型状态分片到各数据并行副本上：每提高一个阶段都会节省内存，但增加通信。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change ZeRO stage</source>
        <translation>更改 ZeRO 阶段</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>all of dp</source>
        <translation>全部 dp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hybrid sharding: shard over groups of this many data-parallel ranks and replicate across the groups. Must divide dp.</source>
        <translation>混合分片：在由这么多数据并行 rank 组成的组内分片，并在组间复制。必须能整除 dp。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change ZeRO shard group</source>
        <translation>更改 ZeRO 分片组</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shard norms and dropout over tp</source>
        <translation>在 tp 上切分归一化和 dropout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Megatron sequence parallelism; needs tp &gt; 1 to matter.</source>
        <translation>Megatron 序列并行；仅在 tp &gt; 1 时起作用。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Use sequence parallelism</source>
        <translation>启用序列并行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Do not use sequence parallelism</source>
        <translation>停用序列并行</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Overlap with the matrix products</source>
        <translation>与矩阵乘法重叠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transformer Engine&apos;s userbuffers (Megatron-LM&apos;s --tp-comm-overlap): the sequence-parallel all-gathers and reduce-scatters run in chunks beside the matrix products that use them. Needs sequence parallelism and tp inside one node.</source>
        <translation>Transformer Engine 的 userbuffers（Megatron-LM 的 --tp-comm-overlap）：序列并行的 all-gather 与 reduce-scatter 分块与使用它们的矩阵乘法并行执行。需要序列并行且 tp 位于单个节点内。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Overlap tensor-parallel communication</source>
        <translation>重叠张量并行通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not overlap tensor-parallel communication</source>
        <translation>不重叠张量并行通信</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>In place (Megatron-LM, DeepSpeed)</source>
        <translation>原地（Megatron-LM、DeepSpeed）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copied (PyTorch DDP default)</source>
        <translation>复制（PyTorch DDP 默认）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the data-parallel all-reduce (ZeRO 0) reduces the gradients. Megatron-LM and DeepSpeed reduce the buffer the gradients live in. PyTorch DistributedDataParallel, unless gradient_as_bucket_view=True, keeps its buckets beside the gradients: one more gradient-sized buffer per GPU (16-bit in mixed precision) and two copies a step.</source>
        <translation>数据并行 all-reduce（ZeRO 0）在何处归约梯度。Megatron-LM 和 DeepSpeed 直接归约梯度所在的缓冲区。PyTorch DistributedDataParallel 除非设置 gradient_as_bucket_view=True，否则把桶放在梯度旁边：每个 GPU 多一个与梯度同样大小的缓冲区（混合精度下为 16 位），每步复制两次。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How routed tokens reach their experts. The all-to-all sends one copy of a token for each expert it goes to. DeepEP (Megatron-Core&apos;s flex dispatcher, --moe-enable-deepep) sends one copy to each GPU that holds any of its experts and, across nodes, one copy to each node, forwarded inside it over NVLink (DeepSeek-V3 report, Sec. 3.2.2). With expert groups that map to nodes the network carries at most one copy for each group a token may use.</source>
        <translation>路由后的 token 如何到达其专家。All-to-all 为 token 去往的每个专家各发送一份副本。DeepEP（Megatron-Core 的 flex 分发器，--moe-enable-deepep）向持有其任一专家的每个 GPU 发送一份，跨节点时向每个节点发送一份，再在节点内经 NVLink 转发（DeepSeek-V3 报告第 3.2.2 节）。当专家组与节点对应时，网络上每个 token 可用的每个组最多只传一份副本。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Overlap with the next chunk</source>
        <translation>与下一个分块重叠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Megatron-Core&apos;s interleaved schedule sends each activation while the next chunk computes (overlap_p2p_comm, on by default in current Megatron-LM; --no-overlap-p2p-communication turns it off). The warm-up&apos;s and the flush&apos;s sends stay exposed. Needs more than one pipeline stage and virtual stage.</source>
        <translation>Megatron-Core 的交错调度在下一个分块计算时发送每个激活（overlap_p2p_comm，当前 Megatron-LM 默认开启；--no-overlap-p2p-communication 可关闭）。预热和收尾阶段的发送仍然暴露。需要多于一个流水线阶段和虚拟阶段。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Overlap pipeline sends</source>
        <translation>重叠流水线发送</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Do not overlap pipeline sends</source>
        <translation>不重叠流水线发送</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The software that runs the pipeline. Megatron-LM scatters each activation over the tensor-parallel ranks and gathers it on arrival, so each rank sends 1/tp of it; DeepSpeed&apos;s pipeline engine sends all of it from every rank (with sequence parallelism each rank holds 1/tp anyway) and, in BF16 with ZeRO 1, all-reduces the FP32 gradients where Megatron-LM reduce-scatters them.</source>
        <translation>运行流水线的软件。Megatron-LM 将每个激活分散到各张量并行 rank 并在到达后汇聚，因此每个 rank 只发送 1/tp；DeepSpeed 的流水线引擎从每个 rank 发送完整激活（启用序列并行时每个 rank 本来就只持有 1/tp），并且在 BF16 与 ZeRO 1 下对 FP32 梯度做 all-reduce，而 Megatron-LM 做的是 reduce-scatter。</translation>
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
        <translation>%1 不是整数</translation>
    </message>
</context>
<context>
    <name>scaleplan::PlanTableModel</name>
    <message>
        <location filename="../widgets/planner/PlanTableModel.cpp" line="+75"/>
        <source> (groups of %1)</source>
        <translation>（每组 %1）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>full, %1 per chunk</source>
        <translation>完全，每块 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>TP, PP</source>
        <translation>TP、PP</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Expected wall-clock time: failure-free %1 plus checkpoints, failures and restarts (engine estimate)</source>
        <translation>预期实际耗时：无故障时间 %1，加上检查点、故障和重启（引擎估算）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Model FLOPs per second per GPU against the dense peak for the training precision</source>
        <translation>每个 GPU 每秒的模型 FLOPs 与训练精度下稠密峰值之比</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Context parallelism: GPUs that share each sequence, passing keys and values around a ring</source>
        <translation>上下文并行：分担每个序列、环形传递键和值的 GPU 数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Communication run beside compute: TP, the tensor-parallel collectives beside the matrix products (Transformer Engine); PP, the pipeline sends beside the next chunk (Megatron-Core&apos;s interleaved schedule)</source>
        <translation>与计算并行的通信：TP 为与矩阵乘并行的张量并行集合通信（Transformer Engine）；PP 为与下一个块并行的流水线发送（Megatron-Core 的交错调度）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes</source>
        <translation>节点数</translation>
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
        <translation>%1，专家 tp %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>selective: every other product</source>
        <translation>选择性：每隔一个乘积</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>selective: %1</source>
        <translation>选择性：%1</translation>
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
        <translation>与方案 1 相同。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 more than plan 1.</source>
        <translation>比方案 1 多 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 less than plan 1.</source>
        <translation>比方案 1 少 %1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Within the %1 to which the engine&apos;s order of layouts was checked against measurements, so treat the two as a tie (docs/planner.md).</source>
        <translation>在布局排序经实测检验的 %1 范围内，可视为两者相当（docs/planner.md）。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>it meets the deadline by %1</source>
        <translation>距期限仅余 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it stays %1 under the budget</source>
        <translation>仅低于预算 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close to the goal: %1, less than the %2 by which estimates like it were off on published runs.</source>
        <translation>接近目标：%1，小于同类估算在已发布运行上的 %2 偏差。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> and </source>
        <translation>，且</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Instance hours at the expected time plus storage and egress, at the catalog&apos;s prices (Tools &gt; Instance Prices)</source>
        <translation>预期时间内的实例时长加上存储和出站流量，按目录价格计算（工具 &gt; 实例价格）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Expert parallelism: data-parallel GPUs that share each layer&apos;s routed experts, sending tokens to them by all-to-all. &quot;Expert tp&quot;: the GPUs that split each routed expert where fewer than tp (1: experts kept whole)</source>
        <translation>专家并行：分担每层路由专家的数据并行 GPU，通过 all-to-all 向其发送 token。“专家 tp”：当少于 tp 时切分每个路由专家的 GPU 数（1：专家不切分）</translation>
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
        <translation>微批次</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Virtual stages</source>
        <translation>虚拟阶段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SP</source>
        <translation>SP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overlap</source>
        <translation>重叠</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost</source>
        <translation>成本</translation>
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
        <translation>最短时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lowest cost</source>
        <translation>最低成本</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Fastest at a fair cost</source>
        <translation>合理成本下最快</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What ranks the plans; the budget and deadline of the Goal drop plans that miss them. Fastest at a fair cost: the fastest plans that cost at most the extra below more than the cheapest plan. Shortest time alone picks the most nodes, even where they add little speed for much money.</source>
        <translation>计划的排序依据；不满足目标预算和期限的计划会被剔除。合理成本下最快：成本比最便宜计划最多高出下方所设比例的计划中最快的。仅按最短时间会选最多的节点，即使它们以高昂费用只换来很小的提速。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Objective:</source>
        <translation>排序依据：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> %</source>
        <translation>%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much more than the cheapest plan you would pay for a faster one: your choice, not a measured figure</source>
        <translation>为更快的计划您愿意比最便宜的计划多付多少：由您选择，并非测量值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extra cost accepted:</source>
        <translation>可接受的额外成本：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search node counts</source>
        <translation>搜索节点数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Also try 1, 2, 3, 4, 6, 8 ... up to 1024 nodes</source>
        <translation>同时尝试 1、2、3、4、6、8 ... 直至 1024 个节点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search every instance type</source>
        <translation>搜索所有实例类型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Also try every priced catalog instance</source>
        <translation>同时尝试目录中所有有价格的实例</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the scenario&apos;s ZeRO stage, recomputation, sequence and context parallelism</source>
        <translation>保留场景的 ZeRO 阶段、重计算、序列并行和上下文并行</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>For the software you run: search only tp, pp, dp, micro-batch and virtual stages, and keep the ZeRO stage, activation recomputation, sequence parallelism, context and expert parallelism and the communication overlaps the scenario sets (for example Megatron-LM without a distributed optimizer, or FSDP with full activation checkpointing)</source>
        <translation>针对你使用的软件：只搜索 tp、pp、dp、微批次和虚拟阶段，并保留场景设定的 ZeRO 阶段、激活重计算、序列并行、上下文并行、专家并行和通信重叠（例如不带分布式优化器的 Megatron-LM，或使用完整激活检查点的 FSDP）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Plans listed:</source>
        <translation>列出的方案数：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Search</source>
        <translation>搜索(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search parallel layouts (tp, pp, dp, ZeRO, micro-batch, recompute, virtual stages, sequence parallelism)</source>
        <translation>搜索并行布局（tp、pp、dp、ZeRO、微批次、重计算、虚拟阶段、序列并行）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Apply plan</source>
        <translation>应用方案(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set the scenario to the selected plan (one undo step)</source>
        <translation>将场景设为所选方案（可一步撤销）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export CSV…</source>
        <translation>导出 CSV(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the listed plans, with every layout and result column, to a CSV file (as scaleplan-cli plan --format csv)</source>
        <translation>将列出的方案连同所有布局和结果列写入 CSV 文件（与 scaleplan-cli plan --format csv 相同）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How far to trust the order: among 109 measured layouts of four GPT models on one A100 cluster (vTrain, not used to build the model), the layout ranked fastest ran within 5% of the fastest measured one. Tensor parallelism of 2 is rated too well for 18-39B models (docs/planner.md).</source>
        <translation>排序的可信程度：在一个 A100 集群上四个 GPT 模型的 109 个实测布局中（vTrain，未用于构建模型），被评为最快的布局与实测最快者相差不超过 5%。对 18-39B 模型，张量并行度 2 的评价偏高（docs/planner.md）。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Best per instance type</source>
        <translation>各实例类型最佳</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The best plan of each instance type on demand, on spot and reserved where the catalog has a price for it, whether or not it meets the goal</source>
        <translation>每种实例类型在按需、竞价以及预留（目录有价格时）下的最佳方案，无论是否达成目标</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Plans</source>
        <translation>方案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The best layouts found, ranked by the objective</source>
        <translation>找到的最佳布局，按优化目标排序</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Searching...</source>
        <translation>正在搜索...</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Searching... best so far: %1 × %2 nodes, %3, %4</source>
        <translation>正在搜索… 目前最佳：%1 × %2 个节点，%3，%4</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cheapest within the deadline</source>
        <translation>期限内最便宜</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fastest within the budget</source>
        <translation>预算内最快</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cancelled after %1 configurations.</source>
        <translation>已在 %1 个配置后取消。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 configurations searched; %2 plans on the cost-time frontier.</source>
        <translation>已搜索 %1 种配置；成本-时间前沿上有 %2 个计划。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Listed: the fastest plans costing at most %1% more than the cheapest (%2).</source>
        <translation>列出：成本比最便宜（%2）最多高出 %1% 的计划中最快的。</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Apply plan: tp %1, pp %2, dp %3</source>
        <translation>应用方案：tp %1，pp %2，dp %3</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No plans to export: search first.</source>
        <translation>没有可导出的方案：请先搜索。</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+5"/>
        <source>Export plans</source>
        <translation>导出方案</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Planner</source>
        <translation>规划器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Planner</source>
        <translation>规划器(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search parallel layouts, node counts and instances</source>
        <translation>搜索并行布局、节点数和实例</translation>
    </message>
</context>
<context>
    <name>scaleplan::PriceTableModel</name>
    <message>
        <location filename="../widgets/prices/PriceTableModel.cpp" line="+67"/>
        <source>%1/h</source>
        <translation>%1/小时</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none (on-demand)</source>
        <translation>无（按需）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>What one node costs an hour on demand. Double-click to enter the price you pay; 0 means no price is known (costs are then zero).</source>
        <translation>一个节点按需使用一小时的价格。双击输入您实际支付的价格；0 表示价格未知（此时成本为零）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What one node costs an hour on spot capacity (the Spot share slider). Double-click to enter it; 0 means none, and spot nodes are charged the on-demand price.</source>
        <translation>一个节点使用竞价容量一小时的价格（竞价比例滑块）。双击输入；0 表示没有，竞价节点按按需价格计费。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>From %1: on demand %2, spot %3</source>
        <translation>来自 %1：按需 %2，竞价 %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From %1, %2</source>
        <translation>来自 %1，%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Source: %1, %2. The full provenance is in the catalog file and in the report&apos;s appendix of sources.</source>
        <translation>来源：%1，%2。完整出处见目录文件和报告的来源附录。</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>entered by the user</source>
        <translation>由用户输入</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Instance type</source>
        <translation>实例类型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Price date</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>price entered by the user on %1</source>
        <translation>用户于 %1 输入的价格</translation>
    </message>
</context>
<context>
    <name>scaleplan::PricesDialog</name>
    <message>
        <location filename="../widgets/prices/PricesDialog.cpp" line="+60"/>
        <source>/h</source>
        <translation>/小时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Instance Prices</source>
        <translation>实例价格</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What a node of each instance type costs an hour, in US dollars. Double-click a price to enter what you pay: saved prices go to your catalog, %1, and apply at once, here and on the command line.</source>
        <translation>每种实例类型一个节点一小时的价格（美元）。双击价格输入您实际支付的金额：保存的价格写入您的目录 %1，并立即在此处和命令行中生效。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>About the built-in prices: %1</source>
        <translation>关于内置价格：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Filter by provider, instance type or GPU</source>
        <translation>按提供商、实例类型或 GPU 筛选</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Writes the changed prices (in bold) to %1</source>
        <translation>将更改的价格（粗体）写入 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset to Built-in</source>
        <translation>恢复为内置价格(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puts the built-in price and date back on the selected rows</source>
        <translation>将所选行的价格和日期恢复为内置值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import SkyPilot File…</source>
        <translation>导入 SkyPilot 文件(&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads current prices from a SkyPilot catalog file (catalogs/v7/&lt;cloud&gt;/vms.csv) into your catalog</source>
        <translation>从 SkyPilot 目录文件（catalogs/v7/&lt;cloud&gt;/vms.csv）读取当前价格到您的目录</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+72"/>
        <source>Nothing was saved: %1</source>
        <translation>未保存任何内容：%1</translation>
    </message>
    <message numerus="yes">
        <location line="-59"/>
        <source>Saved %n price(s) to %1; the estimate and the charts use them now.</source>
        <translation>
            <numerusform>已将 %n 个价格保存到 %1；估算和图表现已使用这些价格。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Not built in, so left as they are: %1</source>
        <translation>非内置条目，保持不变：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save or reset the changed prices first, then import.</source>
        <translation>请先保存或重置已更改的价格，然后再导入。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing was imported from %1: %2</source>
        <translation>未从 %1 导入任何内容：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing was imported: no GPU instance type of %1 in %2 maps to a catalog GPU.</source>
        <translation>未导入任何内容：%1 中 %2 区域的 GPU 实例类型均无法对应到目录中的 GPU。</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Imported %n price(s) of %1, dated %2, into %3.</source>
        <translation>
            <numerusform>已将 %1 的 %n 个价格（日期 %2）导入 %3。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not imported (no catalog GPU by that name, or another GPU count): %1.</source>
        <translation>未导入（目录中没有该名称的 GPU，或 GPU 数量不同）：%1。</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+6"/>
        <source>Import SkyPilot Catalog File</source>
        <translation>导入 SkyPilot 目录文件</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>SkyPilot catalog (*.csv)</source>
        <translation>SkyPilot 目录 (*.csv)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cloud:</source>
        <translation>云：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Region:</source>
        <translation>区域：</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save the changed prices?</source>
        <translation>保存更改的价格吗？</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Instance &amp;Prices…</source>
        <translation>实例价格(&amp;P)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Enter what each instance type costs you an hour</source>
        <translation>输入每种实例类型每小时的实际费用</translation>
    </message>
</context>
<context>
    <name>scaleplan::QuantityEdit</name>
    <message>
        <location filename="../widgets/common/QuantityEdit.cpp" line="+130"/>
        <source>%1 d</source>
        <comment>days</comment>
        <translation>%1 天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h</source>
        <comment>hours</comment>
        <translation>%1 小时</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+46"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Cannot read &quot;%1&quot;: %2 The value stays %3.</source>
        <translation>无法读取“%1”：%2 数值保持为 %3。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>type an amount in US dollars, for example 2M, 750k or $2,000,000.</source>
        <translation>请输入美元金额，例如 2M、750k 或 $2,000,000。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>type a duration, for example 60 d, 8 w or 1440 h (a number alone is hours).</source>
        <translation>请输入时长，例如 60 天、8 周或 1440 h（只写数字表示小时）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>type a number, for example 15T, 300B or 1.5e12.</source>
        <translation>请输入数字，例如 15T、300B 或 1.5e12。</translation>
    </message>
</context>
<context>
    <name>scaleplan::RiskPanel</name>
    <message>
        <location filename="../widgets/risk/RiskFeature.cpp" line="-5"/>
        <source>Risk</source>
        <translation>风险</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Risk</source>
        <translation>风险(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failures, spot reclaims and checkpoints: simulated finish times and costs</source>
        <translation>故障、竞价回收和检查点：模拟的完成时间和成本</translation>
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
        <translation>场景无效：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nothing to simulate: %1</source>
        <translation>无可模拟内容：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to simulate: the run has no work.</source>
        <translation>无可模拟内容：该运行没有工作量。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Hardware failures on every node (mean time between failures from the Llama 3 report: 419 interruptions in 54 days on 16,384 GPUs) and reclaims of spot nodes (AWS Spot Advisor band), each losing the work since the last checkpoint plus a restart. Percentiles of 10,000 simulated runs; the seed comes from the scenario, so the same scenario always gives the same figures. See docs/risk.md.</source>
        <translation>每个节点上的硬件故障（平均故障间隔时间取自 Llama 3 报告：16,384 个 GPU 在 54 天内发生 419 次中断）以及竞价节点的回收（AWS Spot Advisor 区间），每次都会损失自上一个检查点以来的工作并需要重启。结果为 10,000 次模拟运行的百分位数；随机种子来自场景，因此同一场景总是给出相同的数值。见 docs/risk.md。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How long a reclaimed spot node takes to be replaced, on top of the restart (an assumption: 1 h by default). Continuing on fewer nodes does not wait but runs slower.</source>
        <translation>被回收的竞价节点在重启之外还需多长时间才能被替换（假设值：默认 1 小时）。在较少节点上继续运行则无需等待，但速度较慢。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spot replacement wait:</source>
        <translation>竞价替换等待时间：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Wait for
replacement</source>
        <translation>等待
替换</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Continue on
fewer nodes</source>
        <translation>在较少节点
上继续</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean time</source>
        <translation>平均时间</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p90 time</source>
        <translation>p90 时间</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mean cost</source>
        <translation>平均成本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p90 cost</source>
        <translation>p90 成本</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When spot nodes are reclaimed: wait for replacements, or restart at once on the remaining nodes (throughput and price scale with the nodes left).</source>
        <translation>竞价节点被回收时：等待替换，或立即在剩余节点上重启（吞吐量和价格随剩余节点数按比例变化）。</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Simulating %L1 runs…</source>
        <translation>正在模拟 %L1 次运行…</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Simulating…</source>
        <translation>正在模拟…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%L1 simulated runs.</source>
        <translation>%L1 次模拟运行。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random seed %1, derived from the scenario: the same scenario always gives the same figures.</source>
        <translation>随机种子 %1，由场景导出：同一场景总是得到相同的数字。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checkpoint interval</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Young / Daly optimum</source>
        <translation>Young / Daly 最优值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Simulated optimum</source>
        <translation>模拟最优值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (mean %2; at Daly&apos;s: %3)</source>
        <translation>%1（平均 %2；采用 Daly 值时：%3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checkpoint write</source>
        <translation>检查点写入</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean time between interruptions</source>
        <translation>平均中断间隔时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interruptions expected</source>
        <translation>预期中断次数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time p10 / p50 / p90</source>
        <translation>时间 p10 / p50 / p90</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost p10 / p50 / p90</source>
        <translation>成本 p10 / p50 / p90</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The percentiles above bring a reclaimed spot node back within the restart; the table adds the replacement wait (%1) to every reclaim and gives the mean and p90 of %L2 runs, so &quot;Wait for replacement&quot; takes longer than the p50 above.</source>
        <translation>上方的百分位数假设被回收的竞价节点在重启期间即可恢复；下表在每次回收上加上替换等待时间（%1），并给出 %L2 次运行的平均值和 p90，因此“等待替换”比上方的 p50 更长。</translation>
    </message>
</context>
<context>
    <name>scaleplan::ScaleGroup</name>
    <message>
        <location filename="../widgets/panels/ScaleGroup.cpp" line="+86"/>
        <source>Scale and risk</source>
        <translation>规模与风险</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Number of nodes (instances) in the cluster. It sets the GPU count and with it the data-parallel degree dp = GPUs / (tp × pp); the slider is logarithmic, the box takes any count. How step time, memory and cost follow is explained in docs/model.md, sections 4.3, 6 and 9.</source>
        <translation>集群中的节点（实例）数。它决定 GPU 数量，进而决定数据并行度 dp = GPU / (tp × pp)；滑块为对数刻度，输入框可填任意数量。单步时间、内存和成本如何随之变化，见 docs/model.md 第 4.3、6 和 9 节。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change node count</source>
        <translation>更改节点数</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>How the data-parallel gradient exchange is compressed: none, FP16 (half the bytes), INT8 and top-k (cannot be summed in flight, so they are all-gathered and the traffic grows with dp) or PowerSGD (low-rank factors). Encoding and decoding time is added to each step. The model and its sources are in docs/model.md, section 7.</source>
        <translation>数据并行梯度交换的压缩方式：无、FP16（字节数减半）、INT8 和 top-k（无法在传输中求和，因此改用 all-gather，通信量随 dp 增长）或 PowerSGD（低秩因子）。编码和解码时间会计入每一步。模型及其来源见 docs/model.md 第 7 节。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gradient compression</source>
        <translation>梯度压缩</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Change gradient compression</source>
        <translation>更改梯度压缩</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For PowerSGD and top-k: bytes sent / bytes of the uncompressed gradient (top-k&apos;s ratio includes its indices). 1 saves nothing; 0.01 sends a hundredth. docs/model.md, section 7.</source>
        <translation>适用于 PowerSGD 和 top-k：发送字节数 / 未压缩梯度的字节数（top-k 的比值包含其索引）。1 表示不节省；0.01 表示只发送百分之一。见 docs/model.md 第 7 节。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compression ratio</source>
        <translation>压缩比</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change compression ratio</source>
        <translation>更改压缩比</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Share of nodes on spot capacity: blends on-demand and spot prices and adds reclaims at the catalog&apos;s interruption rate for the instance (AWS Spot Advisor band, or the catalog default). docs/model.md, sections 9.2 and 9.5, gives the formulas and sources.</source>
        <translation>使用竞价容量的节点占比：按比例混合按需价格和竞价价格，并按目录中该实例的中断率计入回收（AWS Spot Advisor 区间或目录默认值）。公式和来源见 docs/model.md 第 9.2 和 9.5 节。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spot share</source>
        <translation>竞价实例占比</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change spot share</source>
        <translation>更改竞价实例占比</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>How the nodes not on spot are bought: at the on-demand list price, reserved for one or three years (AWS Savings Plans, Google committed use, Azure reservations), or as an AWS Capacity Block for ML. Each is priced by the instance&apos;s rate in the catalog, with its date (docs/prices.md).</source>
        <translation>非竞价节点的购买方式：按需目录价、预留一年或三年（AWS Savings Plans、Google 承诺使用折扣、Azure 预留），或 AWS Capacity Block for ML。每种方式按目录中该实例的费率及其日期计价（docs/prices.md）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Purchase</source>
        <translation>购买方式</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Change purchase</source>
        <translation>更改购买方式</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Time between checkpoints. At the far left the interval is automatic: Daly&apos;s optimum (after Young) from the checkpoint write time and the cluster&apos;s failure and reclaim rate. Shorter intervals lose less work per interruption but spend more time writing. docs/model.md, sections 9.2 and 9.3.</source>
        <translation>两次检查点之间的时间。滑块最左端为自动间隔：根据检查点写入时间以及集群的故障率和回收率计算的 Daly 最优值（基于 Young）。间隔越短，每次中断损失的工作越少，但写入耗时越多。见 docs/model.md 第 9.2 和 9.3 节。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checkpoint interval</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change checkpoint interval</source>
        <translation>更改检查点间隔</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 of nodes on spot capacity</source>
        <translation>%1 的节点使用竞价容量</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>1 node</source>
        <translation>1 个节点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 nodes</source>
        <translation>%1 个节点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 GPU</source>
        <translation>1 个 GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 GPUs</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>every %1</source>
        <translation>每 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>automatic (Young/Daly optimum)</source>
        <translation>自动（Young/Daly 最优值）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>automatic (Young/Daly optimum): every %1</source>
        <translation>自动（Young/Daly 最优值）：每 %1</translation>
    </message>
</context>
<context>
    <name>scaleplan::ScenarioDocument</name>
    <message>
        <location filename="../widgets/document/ScenarioDocument.cpp" line="+116"/>
        <source>Change budget</source>
        <translation>更改预算</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change deadline</source>
        <translation>更改期限</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not a valid scenario: %2</source>
        <translation>%1 不是有效的场景：%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 could not be saved: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
</context>
<context>
    <name>scaleplan::SensitivityChart</name>
    <message>
        <location filename="../widgets/charts/SensitivityChart.cpp" line="+58"/>
        <source>Change (%)</source>
        <translation>变化 (%)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, %2: %3 %4</source>
        <translation>%1，%2：%3 %4</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Input %1 lower</source>
        <translation>输入低 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input %1 higher</source>
        <translation>输入高 %1</translation>
    </message>
</context>
<context>
    <name>scaleplan::SensitivityPanel</name>
    <message>
        <location filename="../widgets/sensitivity/SensitivityPanel.cpp" line="+45"/>
        <source>Expected time</source>
        <translation>预期时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The figure whose change the bars show</source>
        <translation>条形图所显示变化的指标</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How far each input is moved down and up</source>
        <translation>每个输入向下和向上调整的幅度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each input:</source>
        <translation>每个输入：</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>No estimate: %1</source>
        <translation>无法估算：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How far the estimate moves with each input %1 lower and higher, largest first: the numbers to check first, or to measure (Tools &gt; Calibrate). No uncertainty is claimed (Help &gt; Model and Sources, section 9.6).</source>
        <translation>每个输入降低和提高 %1 时估算的变化幅度（最大者在前）：应首先核对或测量的数值（工具 &gt; 根据测量值校准）。不表示不确定度（帮助 &gt; 模型与来源 第 9.6 节）。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Change of the expected time</source>
        <translation>预期时间的变化</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change of the cost</source>
        <translation>成本的变化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected time</source>
        <translation>预期时间</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Input %1 lower</source>
        <translation>输入低 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input %1 higher</source>
        <translation>输入高 %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Sensitivity</source>
        <translation>敏感度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sensitivity</source>
        <translation>敏感度(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How far the expected time and cost move with each hardware rate, price and reliability input</source>
        <translation>预期时间和成本随每项硬件速率、价格和可靠性输入的变化幅度</translation>
    </message>
</context>
<context>
    <name>scaleplan::ShortcutsDialog</name>
    <message>
        <location filename="../widgets/help/ShortcutsDialog.cpp" line="+58"/>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
</context>
<context>
    <name>scaleplan::SummaryCards</name>
    <message>
        <location filename="../widgets/panels/SummaryCards.cpp" line="+63"/>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation>提示</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Expected, with checkpoint writes, failures, spot reclaims and restarts: %1
Failure-free: %2
Median / 90th percentile: %3 / %4
Interruptions expected: %5; checkpoint every %6
Step time: %7 s over %8 steps</source>
        <translation>预期（含检查点写入、故障、竞价回收和重启）：%1
无故障：%2
中位数 / 第 90 百分位：%3 / %4
预期中断次数：%5；每 %6 保存一次检查点
单步时间：%7 秒，共 %8 步</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Prices: %1, %2 (Tools &gt; Instance Prices to update them).</source>
        <translation>价格：%1，%2（在 工具 &gt; 实例价格 中更新）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Compute: %1
Storage (checkpoints and data set): %2
Network (egress): %3
Median / 90th percentile: %4 / %5

%6</source>
        <translation>计算：%1
存储（检查点和数据集）：%2
网络（出站）：%3
中位数 / 第 90 百分位：%4 / %5

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
        <translation>每个 GPU 的峰值（负载最高的流水线阶段）：
权重 %1
梯度 %2
优化器状态 %3
激活值 %4
其他（CUDA 上下文、缓冲区、分配器）%5
合计 %6 / CUDA 可分配的 %7

GB 为 10^9 字节；GPU 显存按 GiB（2^30 字节）出售，驱动保留其中约 1%。其他包含 PyTorch 缓存分配器占用却无法分配出去的张量显存的 4%。fp16 训练的 fp32 主梯度只在优化器步骤中存在，仅在超过激活值的部分计入。</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>a smaller micro-batch (Data and training)</source>
        <translation>更小的微批次（数据与训练）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>more tensor or pipeline parallelism (Parallel layout)</source>
        <translation>更多张量并行或流水线并行（并行布局）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a higher ZeRO stage (Parallel layout)</source>
        <translation>更高的 ZeRO 阶段（并行布局）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>activation recomputation (Training details)</source>
        <translation>激活重计算（训练细节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an instance type with more GPU memory (Cluster)</source>
        <translation>GPU 显存更大的实例类型（集群）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location line="+275"/>
        <source> A run %1 slower than estimated misses the goal.</source>
        <translation>比估计慢 %1 的运行将无法达成目标。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&lt;b style=&quot;color: %1&quot;&gt;Does not fit:&lt;/b&gt; this layout needs %2 of GPU memory where %3 can be allocated. To fit, try %4.</source>
        <translation>&lt;b style=&quot;color: %1&quot;&gt;放不下：&lt;/b&gt;此布局需要 %2 的 GPU 显存，而可分配的只有 %3。要放下，请尝试：%4。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&lt;b&gt;No verdict on the budget:&lt;/b&gt; %1 and %2, but the cost leaves out the nodes, which have no price here; set the price per node-hour of the cluster.</source>
        <translation>&lt;b&gt;无法判断预算：&lt;/b&gt;%1，%2，但成本未计入节点，因为此处节点没有价格；请设置集群每节点小时的价格。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The deadline: %1.</source>
        <translation>期限：%1。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;b style=&quot;color: %1&quot;&gt;Misses the goal:&lt;/b&gt; %2 and %3, %4. Change the nodes, the instance type or the layout, or let the Planner (Ctrl+Shift+P) find the nearest plans.</source>
        <translation>&lt;b style=&quot;color: %1&quot;&gt;未达目标：&lt;/b&gt;%2，%3，%4。请更改节点数、实例类型或布局，或让规划器（Ctrl+Shift+P）找出最接近的方案。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b style=&quot;color: %1&quot;&gt;Misses the goal:&lt;/b&gt; %2 and %3, %4.</source>
        <translation>&lt;b style=&quot;color: %1&quot;&gt;未达目标：&lt;/b&gt;%2，%3，%4。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Training time (expected)</source>
        <translation>训练时间（预期）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost (expected)</source>
        <translation>成本（预期）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-hours</source>
        <translation>GPU 小时数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MFU (model FLOPs utilisation)</source>
        <translation>MFU（模型 FLOPs 利用率）</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 GPUs × %2 expected</source>
        <translation>%1 个 GPU × 预期 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1; energy %2 kWh</source>
        <translation>%1；能耗 %2 kWh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; energy unknown: the catalog gives this GPU no power draw</source>
        <translation>%1；能耗未知：目录未给出此 GPU 的功耗</translation>
    </message>
    <message>
        <location line="-316"/>
        <location line="+336"/>
        <source>Memory per GPU</source>
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <location line="-195"/>
        <source> No published run like this one was measured: read the figures as up to +%1.</source>
        <translation>没有测量过与此类似的已发表运行：请按最多 +%1 理解这些数字。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> No published run like this one was measured: read the figures as ±%1.</source>
        <translation>没有测量过与此类似的已发表运行：请按 ±%1 理解这些数字。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> It still fits if the run is up to %1 slower than estimated; estimates like it were off by up to %2 on published runs.</source>
        <translation>即使运行比估算慢 %1 也仍满足；类似的估算在已发表的运行上最多偏差 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> But estimates like it were off by up to %1 on published runs, and a run %2 slower than estimated misses the goal.</source>
        <translation>但类似的估算在已发表的运行上最多偏差 %1，比估算慢 %2 的运行就会达不到目标。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;No answer yet:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;暂无结论：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b style=&quot;color: %1&quot;&gt;Does not fit:&lt;/b&gt; this layout needs %2 of GPU memory where %3 can be allocated, so it cannot run as planned.</source>
        <translation>&lt;b style=&quot;color: %1&quot;&gt;放不下：&lt;/b&gt;此布局需要 %2 的 GPU 显存，而可分配的只有 %3，因此无法按计划运行。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Estimate:&lt;/b&gt; %1 and %2. Set a budget or a deadline under Goal for a verdict.</source>
        <translation>&lt;b&gt;估算：&lt;/b&gt;%1，%2。在“目标”中设置预算或期限即可得到结论。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Estimate:&lt;/b&gt; %1 and %2. No budget or deadline was set, so there is no verdict against a goal.</source>
        <translation>&lt;b&gt;估算：&lt;/b&gt;%1，%2。未设置预算或期限，因此没有针对目标的结论。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 under budget</source>
        <translation>低于预算 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 over budget</source>
        <translation>超出预算 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 before the deadline</source>
        <translation>比期限早 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 past the deadline</source>
        <translation>比期限晚 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> and </source>
        <translation>，</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;b style=&quot;color: %1&quot;&gt;Fits, narrowly:&lt;/b&gt; %2 and %3, %4.</source>
        <translation>&lt;b style=&quot;color: %1&quot;&gt;勉强满足：&lt;/b&gt;%2，%3，%4。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b style=&quot;color: %1&quot;&gt;Fits:&lt;/b&gt; %2 and %3, %4.</source>
        <translation>&lt;b style=&quot;color: %1&quot;&gt;满足：&lt;/b&gt;%2，%3，%4。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> But %1.</source>
        <translation> 但%1。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>How accurate: %1 (Help &gt; Accuracy Against Published Runs)</source>
        <translation>准确度：%1（帮助 &gt; 相对已发表运行的准确度）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No estimate: %1</source>
        <translation>无法估算：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source> (does not fit in memory)</source>
        <translation>（显存放不下）</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 to %2 (±%3)</source>
        <translation>%1 至 %2（±%3）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to %2 (+%3)</source>
        <translation>%1 至 %2（+%3）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Model FLOPs (without recomputation) per GPU per second over the GPU&apos;s dense peak for the training precision: %1 TFLOP/s per GPU, %2 tokens/s per GPU. Attention scores count in full, as Megatron-LM and PaLM count them, although causal kernels compute half: at long sequences MFU can exceed the share of the peak the GPU really does.</source>
        <translation>每个 GPU 每秒的模型 FLOPs（不含重计算）与该 GPU 在训练精度下的稠密峰值之比：每 GPU %1 TFLOP/s，每 GPU %2 token/s。注意力分数按完整矩阵计数（与 Megatron-LM 和 PaLM 相同），而因果内核只计算一半：在长序列下，MFU 可能高于 GPU 实际达到的峰值占比。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Memory per GPU (activations not modelled)</source>
        <translation>每 GPU 显存（未建模激活）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 / %2 GB</source>
        <translation>%1 / %2 GB</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model is given by its totals without its activation memory per sample, so this total leaves the activations out: weights, gradients and optimizer states only. Give the model&apos;s activation memory per sample in the scenario file (model.activation_gb_per_sample) to check that it fits.</source>
        <translation>该模型以总量给出，未包含每个样本的激活显存，因此此总量不含激活：仅包括权重、梯度和优化器状态。请在场景文件中给出每个样本的激活显存（model.activation_gb_per_sample）以检查是否放得下。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;b&gt;Cannot estimate&lt;/b&gt; — %1</source>
        <translation>&lt;b&gt;无法估算&lt;/b&gt; — %1</translation>
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
        <translation>指标</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Driver or datasheet</source>
        <translation>驱动或规格表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not measured yet: press Run benchmarks.</source>
        <translation>尚未测量：请点击“运行基准测试”。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 name</source>
        <translation>%1 名称</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>UUID %1; catalog match: %2</source>
        <translation>UUID %1；目录匹配：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none (figures derived from the driver)</source>
        <translation>无（数值由驱动推导）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compute capability</source>
        <translation>计算能力</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cuDeviceGetAttribute</source>
        <translation>cuDeviceGetAttribute</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Multiprocessors</source>
        <translation>多处理器数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cuDeviceGetAttribute(MULTIPROCESSOR_COUNT)</source>
        <translation>cuDeviceGetAttribute(MULTIPROCESSOR_COUNT)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Highest SM clock</source>
        <translation>最高 SM 时钟频率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MHz</source>
        <translation>MHz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NVML maximum SM clock</source>
        <translation>NVML 最大 SM 时钟频率</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory (free)</source>
        <translation>显存（可用）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 GiB (%2 GiB free)</source>
        <translation>%1 GiB（可用 %2 GiB）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cuDeviceTotalMem and NVML memory information</source>
        <translation>cuDeviceTotalMem 和 NVML 显存信息</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory bandwidth</source>
        <translation>显存带宽</translation>
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
        <translation>%1 的规格表；根据驱动报告的时钟频率和总线宽度计算为 %2 GB/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory clock x 2 x %1-bit bus / 8</source>
        <translation>显存时钟频率 x 2 x %1 位总线 / 8</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Device-to-device copy, bytes read plus written, median of timed runs</source>
        <translation>设备到设备复制，读取加写入的字节数，多次计时运行的中位数</translation>
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
        <translation>%1 的规格表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Multiprocessors x FP32 lanes x 2 x highest clock</source>
        <translation>多处理器数 x FP32 通道数 x 2 x 最高时钟频率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FMA loop (PTX kernel), median of timed runs</source>
        <translation>FMA 循环（PTX 内核），多次计时运行的中位数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bf16 matrix multiply</source>
        <translation>bf16 矩阵乘法</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+10"/>
        <source>Dense peak, datasheet of %1</source>
        <translation>稠密峰值，%1 的规格表</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <source>No catalog GPU matches this one</source>
        <translation>目录中没有与此 GPU 匹配的 GPU</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+10"/>
        <source>cuBLAS GEMM, mean over 2 s at the power limit</source>
        <translation>cuBLAS GEMM，功耗上限下 2 秒的平均值</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>fp16 matrix multiply</source>
        <translation>fp16 矩阵乘法</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>To the next GPU</source>
        <translation>到下一个 GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One direction, datasheet of %1</source>
        <translation>单向，%1 的规格表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peer copy, one direction, median of timed runs</source>
        <translation>点对点复制，单向，多次计时运行的中位数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured only with two or more GPUs</source>
        <translation>仅在有两个或更多 GPU 时测量</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Power limit</source>
        <translation>功率上限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NVML power management limit</source>
        <translation>NVML 功率管理上限</translation>
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
        <translation>NVML 最高链路代数和宽度</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NVLink links</source>
        <translation>NVLink 链路数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVML links in the active state</source>
        <translation>NVML 处于活动状态的链路</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Driver, CUDA</source>
        <translation>驱动，CUDA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, CUDA %2</source>
        <translation>%1，CUDA %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MIG is on: the figures are those of a slice</source>
        <translation>MIG 已开启：这些数值属于一个切片</translation>
    </message>
</context>
<context>
    <name>scaleplan::ThisMachinePanel</name>
    <message>
        <location filename="../widgets/probe/ThisMachinePanel.cpp" line="+37"/>
        <source>&amp;Probe Again</source>
        <translation>重新探测(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run &amp;Benchmarks</source>
        <translation>运行基准测试(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Use in Scenario</source>
        <translation>用于场景(&amp;U)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Ask the NVIDIA driver again which GPUs this machine has.</source>
        <translation>再次询问 NVIDIA 驱动本机有哪些 GPU。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measure memory bandwidth, FP32 and 16-bit matrix-multiply throughput and GPU-to-GPU copies (about 6 seconds per GPU).</source>
        <translation>测量显存带宽、FP32 和 16 位矩阵乘法吞吐量以及 GPU 间复制（每个 GPU 约 6 秒）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add &quot;This machine&quot; to the catalog, with the measured figures beside the datasheet ones, and make it the scenario&apos;s cluster. The entry is also saved to your catalog file (%1), so scenarios that use it open in later sessions.</source>
        <translation>将“本机”添加到目录中（实测数值与规格表数值并列），并将其设为场景的集群。该条目也会保存到您的目录文件（%1），因此使用它的场景在以后的会话中也能打开。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Press Probe Again to read this machine&apos;s GPUs.</source>
        <translation>点击“重新探测”以读取本机的 GPU。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No GPU found: %1.</source>
        <translation>未找到 GPU：%1。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note: %1.</source>
        <translation>提示：%1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Benchmarks: %1.</source>
        <translation>基准测试：%1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU %1: %2.</source>
        <translation>GPU %1：%2。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Starting the benchmarks…</source>
        <translation>正在启动基准测试…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Benchmarking This Machine</source>
        <translation>正在对本机进行基准测试</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Stopping after the current run…</source>
        <translation>将在当前运行结束后停止…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Measuring %1 (%2 of %3)</source>
        <translation>正在测量 %1（第 %2 个，共 %3 个）</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+39"/>
        <source>This Machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>This machine cannot be added: %1.</source>
        <translation>无法添加本机：%1。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Use this machine</source>
        <translation>使用本机</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Saved to your catalog %1: &quot;This machine&quot; stays available in later sessions.</source>
        <translation>已保存到您的目录 %1：“本机”在以后的会话中仍可使用。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Used in this session only, not saved: %1</source>
        <translation>仅在本次会话中使用，未保存：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;This Machine</source>
        <translation>本机(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The local GPUs, their benchmarks and the &quot;This machine&quot; catalog entry</source>
        <translation>本地 GPU、其基准测试结果以及“本机”目录条目</translation>
    </message>
</context>
<context>
    <name>scaleplan::UserCatalogWatcher</name>
    <message>
        <location filename="../widgets/document/UserCatalogWatcher.cpp" line="+80"/>
        <source>Your catalog %1 changed but cannot be used: %2. The prices and hardware in use stay as they were; correct the file and save it again.</source>
        <translation>您的目录 %1 已更改但无法使用：%2。正在使用的价格和硬件保持不变；请更正该文件并重新保存。</translation>
    </message>
</context>
</TS>
