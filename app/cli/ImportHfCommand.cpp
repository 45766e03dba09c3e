// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliSupport.h"

#include "scaleplan/engine/HfConfig.h"
#include "scaleplan/engine/ScenarioIo.h"

#include <ostream>

namespace scaleplan::cli {

using namespace scaleplan::engine;

const char *const kImportHfUsage
    = "  import-hf CONFIG --scenario FILE\n"
      "      the scenario FILE with its model read from a Hugging Face config.json (on\n"
      "      standard output; what the import leaves out is noted on standard error)\n";

const char *const kImportHfHelp
    = "usage: scaleplan-cli import-hf CONFIG --scenario FILE [--catalog FILE]\n"
      "Prints the scenario FILE with its model read from a Hugging Face config.json; what the\n"
      "import leaves out is noted on standard error.\n"
      "\n"
      "  CONFIG                  the Hugging Face config.json; - reads standard input\n"
      "  --scenario FILE         the scenario whose model is replaced; required\n";

int importHfCommand(const std::vector<std::string> &words, std::istream &in, std::ostream &out,
                    std::ostream &err)
{
    const Arguments args = splitArguments(words, {"--scenario", "--catalog"});
    if (args.positional.size() != 1 || !args.has("--scenario"))
        throw UsageError{"import-hf needs one Hugging Face CONFIG and --scenario FILE\n" + usage()};
    const std::string &configPath = args.positional.front();
    const std::string scenarioPath = args.option("--scenario", "");
    if (configPath == "-" && scenarioPath == "-")
        throw UsageError{"import-hf reads standard input once: give CONFIG or --scenario a path"};

    const HfImport imported = importHfConfig(readAll(configPath, in));
    if (!imported.model)
        throw UsageError{configPath + ": " + formatLine(imported.error)};
    const Catalog catalog = loadCatalog(args, in);
    // The layout is checked against the imported model, not the one it replaces: a template
    // may set expert parallelism for the mixture of experts it is about to receive.
    const ScenarioLoad load = parseScenarioFields(readAll(scenarioPath, in), catalog);
    if (!load.scenario)
        throw UsageError{formatLine(load.error)};
    Scenario scenario = *load.scenario;
    if (scenario.model.kind != ModelKind::Transformer)
        throw UsageError{scenarioPath
                         + ": model.kind: the scenario trains a generic network; "
                           "give a transformer scenario (training.tokens)"};
    scenario.model = *imported.model;
    if (const std::optional<Diagnostic> problem = validateScenario(scenario, catalog))
        throw UsageError{scenarioPath + " with " + configPath
                         + "'s model: " + formatLine(*problem)};
    for (const Diagnostic &note : imported.notes)
        err << "info: " << formatLine(note) << '\n';
    out << scenarioToJson(scenario);
    return Success;
}

} // namespace scaleplan::cli
