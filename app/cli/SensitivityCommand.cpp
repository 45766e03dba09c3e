// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// `scaleplan-cli sensitivity`: the expected time and cost with each input a step lower and
// higher (docs/model.md 9.6).
#include "CliSupport.h"

#include "scaleplan/engine/Sensitivity.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <ostream>

namespace scaleplan::cli {

using namespace scaleplan::engine;

const char *const kSensitivityUsage
    = "  sensitivity FILE [--step X] [--format text|json|csv]\n"
      "      expected time and cost with each hardware rate, price and reliability\n"
      "      input X lower and higher (0.01 to 0.5; 0.1 if not given)\n";

const char *const kSensitivityHelp
    = "usage: scaleplan-cli sensitivity FILE [--step X] [--format text|json|csv] "
      "[--catalog FILE]\n"
      "The expected time and cost with each hardware rate, price and reliability input\n"
      "lower and higher.\n"
      "\n"
      "  FILE                    the scenario; - reads standard input\n"
      "  --step X                the relative step, from 0.01 to 0.5 (default 0.1, 10%)\n"
      "  --format text|json|csv  text (default), json or csv\n";

namespace {

double stepOption(const Arguments &args)
{
    if (!args.has("--step"))
        return 0.1;
    const std::string text = args.option("--step", "");
    char *end = nullptr;
    errno = 0;
    const double value = std::strtod(text.c_str(), &end);
    if (text.empty() || *end != '\0' || errno != 0 || !std::isfinite(value) || value < 0.01
        || value > 0.5)
        throw UsageError{"--step: \"" + text + "\" must be a number from 0.01 to 0.5 (0.1 is 10%)"};
    return value;
}

} // namespace

int sensitivityCommand(const std::vector<std::string> &words, std::istream &in, std::ostream &out,
                       std::ostream &)
{
    const Arguments args = splitArguments(words, {"--format", "--catalog", "--step"});
    const std::string format = requireFormat(args, {"text", "json", "csv"});
    const double step = stepOption(args);
    const Catalog catalog = loadCatalog(args, in);
    const Scenario scenario = loadScenario(onlyFile(args, "sensitivity"), catalog, in);
    const Sensitivity result = sensitivity(scenario, catalog, step);
    if (format == "json")
        out << sensitivityToJson(result);
    else if (format == "csv")
        out << sensitivityToCsv(result);
    else
        out << sensitivityToText(result);
    return Success;
}

} // namespace scaleplan::cli
