// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Instance prices from SkyPilot's catalog files: a verbatim excerpt of a real one
// (tests/data/skypilot/aws-vms-001367d2.csv: skypilot-org/skypilot-catalog, commit
// 001367d22a0033fac286a8c71aeac7109e431bcb, catalogs/v7/aws/vms.csv), medians worked by
// hand, types that cannot be mapped, and malformed files that name the line and column.
#include "TestSupport.h"

#include "scaleplan/engine/SkyPilot.h"

#include <QTest>

using namespace scaleplan::engine;

namespace {

const std::string kHeader = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,"
                            "GpuInfo,Price,SpotPrice,Region,AvailabilityZone\n";

SkyPilotImport importExcerpt(const std::string &region)
{
    return importSkyPilotCatalog(scaleplan::test::testData("skypilot/aws-vms-001367d2.csv"),
                                 builtinCatalog(), {"aws", region, "2025-03-01"});
}

const Instance *find(const SkyPilotImport &imported, const std::string &id)
{
    for (const Instance &instance : imported.instances) {
        if (instance.id == id)
            return &instance;
    }
    return nullptr;
}

} // namespace

class TestSkyPilot : public QObject
{
    Q_OBJECT

private slots:
    void realFileGivesTheRegionsMedians();
    void otherRegionsHaveTheirOwnPrices();
    void unknownAcceleratorsAreListedNotGuessed();
    void aKnownTypeMustKeepItsGpuCount();
    void importedPricesLoadOverTheBuiltInCatalog();
    void malformedFilesNameLineAndColumn_data();
    void malformedFilesNameLineAndColumn();
    void aRegionWithoutGpusNamesTheOthers();
    void namesThatAreNotNamesAreRefused();
};

void TestSkyPilot::realFileGivesTheRegionsMedians()
{
    const SkyPilotImport imported = importExcerpt("");
    QVERIFY(!imported.error);
    QCOMPARE(imported.region, std::string("us-east-1")); // AWS's default region
    QCOMPARE(imported.instances.size(), std::size_t(3));
    // p5.48xlarge in us-east-1: six zones' spot prices 20.9934, 25.3026, 25.8774, 27.6948,
    // 29.3511, 30.326: the median is (25.8774 + 27.6948) / 2 = 26.7861; the highest 30.326.
    const Instance *p5 = find(imported, "aws/p5.48xlarge");
    QVERIFY(p5);
    QCOMPARE(p5->onDemandUsdPerHour, 98.32);
    QVERIFY(qFuzzyCompare(*p5->spotUsdPerHour, 26.7861));
    QCOMPARE(*p5->spotUsdPerHourMax, 30.326);
    QCOMPARE(p5->gpu, std::string("h100-sxm5-80gb"));
    QCOMPARE(p5->gpus, 8);
    QCOMPARE(p5->priceDate, std::string("2025-03-01"));
    QCOMPARE(p5->priceSource, std::string("SkyPilot catalog"));
    // A type the catalog knows keeps its network figures.
    QCOMPARE(p5->interNodeGbps, builtinCatalog().findInstance("aws/p5.48xlarge")->interNodeGbps);
    // p3.2xlarge: two of six zones have no spot price; the median of the other four
    // (0.5197, 0.6827, 0.7031, 0.7657) is 0.6929.
    const Instance *p3 = find(imported, "aws/p3.2xlarge");
    QVERIFY(p3);
    QVERIFY(qFuzzyCompare(*p3->spotUsdPerHour, 0.6929));
    // p4d.24xlarge: 5.0933, 6.7915, 9.6107.
    QCOMPARE(*find(imported, "aws/p4d.24xlarge")->spotUsdPerHour, 6.7915);
}

void TestSkyPilot::otherRegionsHaveTheirOwnPrices()
{
    const SkyPilotImport imported = importExcerpt("us-west-2");
    QVERIFY(!imported.error);
    QCOMPARE(imported.instances.size(), std::size_t(2)); // p3.2xlarge rows are us-east-1 only
    const Instance *p5 = find(imported, "aws/p5.48xlarge");
    QCOMPARE(p5->region, std::string("us-west-2"));
    // Four zones: 30.5798, 30.9762, 31.737, 33.2399: (30.9762 + 31.737) / 2 = 31.3566.
    QVERIFY(qFuzzyCompare(*p5->spotUsdPerHour, 31.3566));
    QCOMPARE(*find(imported, "aws/p4d.24xlarge")->spotUsdPerHour, 11.3278);
    // Both prices are the file's, dated alike; the catalog's rates for us-east-1 (its
    // reservations, its other regions) are not carried to us-west-2.
    QVERIFY(p5->spotPriceDate.empty());
    QVERIFY(!p5->reserved1yUsdPerHour && !p5->capacityBlockUsdPerHour);
    QVERIFY(p5->regionPrices.empty());
    // Imported for its own region, an instance keeps its commitment rates.
    QVERIFY(find(importExcerpt(""), "aws/p5.48xlarge")->reserved1yUsdPerHour);
}

void TestSkyPilot::unknownAcceleratorsAreListedNotGuessed()
{
    const SkyPilotImport imported = importExcerpt("us-east-1");
    QCOMPARE(imported.skipped.size(), std::size_t(1));
    QCOMPARE(imported.skipped.front().instanceType, std::string("dl1.24xlarge"));
    QCOMPARE(imported.skipped.front().accelerator, std::string("Gaudi HL-205"));
    QCOMPARE(imported.skipped.front().count, 8);
    QCOMPARE(imported.skipped.front().reason, SkyPilotSkipped::Reason::UnknownAccelerator);
    QVERIFY(!find(imported, "aws/dl1.24xlarge"));
}

void TestSkyPilot::aKnownTypeMustKeepItsGpuCount()
{
    // The catalog's p4d.24xlarge has 8 A100s; a file saying 4 is not believed.
    const std::string csv = kHeader
                            + "p4d.24xlarge,A100,4.0,96.0,1152.0,,32.7726,5.0,us-east-1,use1-az1\n"
                              "g9.new,H100,8.0,96.0,1152.0,,60.0,,us-east-1,use1-az1\n";
    const SkyPilotImport imported
        = importSkyPilotCatalog(csv, builtinCatalog(), {"aws", "", "2026-11"});
    QVERIFY(!imported.error);
    QCOMPARE(imported.skipped.size(), std::size_t(1));
    QCOMPARE(imported.skipped.front().reason, SkyPilotSkipped::Reason::CountDiffers);
    // A type the catalog does not know comes in with its GPUs, and says its network is
    // not known.
    const Instance *fresh = find(imported, "aws/g9.new");
    QVERIFY(fresh);
    QCOMPARE(fresh->onDemandUsdPerHour, 60.0);
    QVERIFY(!fresh->spotUsdPerHour);
    QCOMPARE(fresh->interNodeGbps, 0.0);
    QVERIFY(!fresh->interNodeNote.empty());
}

void TestSkyPilot::importedPricesLoadOverTheBuiltInCatalog()
{
    const SkyPilotImport imported = importExcerpt("us-west-2");
    const CatalogLoad load = overlayCatalog(builtinCatalog(), skyPilotCatalogJson(imported));
    QVERIFY2(load.catalog, formatLine(load.error).c_str());
    const Instance *p5 = load.catalog->findInstance("aws/p5.48xlarge");
    QCOMPARE(p5->region, std::string("us-west-2"));
    QCOMPARE(p5->priceDate, std::string("2025-03-01"));
    QVERIFY(qFuzzyCompare(*p5->spotUsdPerHour, 31.3566));
    // Instances the file did not name are the built-in ones.
    QCOMPARE(*load.catalog->findInstance("aws/g5.xlarge"),
             *builtinCatalog().findInstance("aws/g5.xlarge"));
}

void TestSkyPilot::malformedFilesNameLineAndColumn_data()
{
    QTest::addColumn<QString>("csv");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("code");
    QTest::newRow("empty") << QString() << "line 1" << int(DiagCode::CsvNoHeader);
    QTest::newRow("no price column")
        << "InstanceType,AcceleratorName,AcceleratorCount,SpotPrice,Region\n"
        << "line 1" << int(DiagCode::CsvMissingColumn);
    QTest::newRow("price not a number")
        << QString::fromStdString(kHeader
                                  + "p5.48xlarge,H100,8.0,192.0,2048.0,,98.32,1,us-east-1,a\n"
                                    "p4d.24xlarge,A100,8.0,96.0,1152.0,,12,5c,us-east-1,a\n")
        << "line 3, column 8 (SpotPrice)" << int(DiagCode::CsvNotANumber);
    QTest::newRow("decimal comma") << QString::fromStdString(
        kHeader + "p5.48xlarge,H100,8.0,192.0,2048.0,,\"98,32\",,us-east-1,a\n")
                                   << "line 2, column 7 (Price)" << int(DiagCode::CsvNotANumber);
    QTest::newRow("negative price")
        << QString::fromStdString(kHeader + "p5.48xlarge,H100,8.0,192.0,2048.0,,-98,,us-east-1,a\n")
        << "line 2, column 7 (Price)" << int(DiagCode::CsvNotANumber);
    // A price no catalog takes (found by fuzz_skypilot: the merged file would not load).
    QTest::newRow("price out of range")
        << QString::fromStdString(kHeader
                                  + "p5.48xlarge,H100,8.0,192.0,2048.0,,98,5.5e64,us-east-1,a\n")
        << "line 2, column 8 (SpotPrice)" << int(DiagCode::OutOfRange);
    QTest::newRow("half a GPU") << QString::fromStdString(
        kHeader + "p5.48xlarge,H100,0.5,192.0,2048.0,,98,,us-east-1,a\n")
                                << "line 2, column 3 (AcceleratorCount)"
                                << int(DiagCode::CsvNotANumber);
    QTest::newRow("missing field")
        << QString::fromStdString(kHeader + "p5.48xlarge,H100,8.0,192.0,2048.0,,98,,us-east-1\n")
        << "line 2" << int(DiagCode::CsvFieldCount);
}

void TestSkyPilot::malformedFilesNameLineAndColumn()
{
    QFETCH(QString, csv);
    QFETCH(QString, field);
    QFETCH(int, code);
    const SkyPilotImport imported
        = importSkyPilotCatalog(csv.toStdString(), builtinCatalog(), {"aws", "", "2026-11"});
    QVERIFY(imported.error);
    QCOMPARE(QString::fromStdString(imported.error->field), field);
    QCOMPARE(int(imported.error->code), code);
    QVERIFY(imported.instances.empty()); // nothing to write on error
}

void TestSkyPilot::aRegionWithoutGpusNamesTheOthers()
{
    const SkyPilotImport imported = importExcerpt("eu-west-1");
    QVERIFY(imported.error);
    QCOMPARE(imported.error->code, DiagCode::SkyPilotNoRows);
    QCOMPARE(formatLine(*imported.error),
             std::string("Region: the file lists no GPU instance in region eu-west-1; choose "
                         "one of us-east-1, us-west-2"));
}

void TestSkyPilot::namesThatAreNotNamesAreRefused()
{
    // A byte that is not UTF-8 in an instance type once stopped the catalog writer (found
    // by fuzz_skypilot); names are letters, digits and . _ - +.
    const std::string csv
        = kHeader + "p5\x88.48xlarge,H100,8.0,192.0,2048.0,,98.32,,us-east-1,use1-az1\n";
    const SkyPilotImport imported
        = importSkyPilotCatalog(csv, builtinCatalog(), {"aws", "", "2026-11"});
    QVERIFY(imported.error);
    QCOMPARE(imported.error->code, DiagCode::SkyPilotBadName);
    QCOMPARE(imported.error->field, std::string("line 2, column 1 (InstanceType)"));
    const SkyPilotImport badRegion
        = importSkyPilotCatalog(scaleplan::test::testData("skypilot/aws-vms-001367d2.csv"),
                                builtinCatalog(), {"aws", "us east 1", "2026-11"});
    QVERIFY(badRegion.error);
    QCOMPARE(badRegion.error->field, std::string("region"));
}

QTEST_GUILESS_MAIN(TestSkyPilot)
#include "TestSkyPilot.moc"
