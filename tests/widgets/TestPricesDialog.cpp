// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Tools > Instance Prices offscreen: the table of the catalog's prices under
// QAbstractItemModelTester, what an edit accepts and how it is dated, the save into the
// user catalog (other entries kept, a file that does not load left alone) and the open
// scenario's cost following the new price; the window following the file when it is
// changed outside (UserCatalogWatcher).
#include "MainWindow.h"
#include "document/ScenarioDocument.h"
#include "document/UserCatalog.h"
#include "document/UserCatalogWatcher.h"
#include "prices/PriceTableModel.h"
#include "prices/PricesDialog.h"

#include "scaleplan/engine/Catalog.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QDate>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFont>
#include <QItemSelectionModel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <cmath>
#include <limits>

using namespace scaleplan;

namespace {

const char *kP5 = "aws/p5.48xlarge";

int rowOf(const PriceTableModel &model, const std::string &id)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.instance(row).id == id)
            return row;
    }
    return -1;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

/// The price of \p id in the user catalog file \p path, laid over the built-in catalog.
double savedPrice(const QString &path, const char *id)
{
    const QByteArray text = readAll(path);
    const engine::CatalogLoad load = engine::overlayCatalog(
        engine::builtinCatalog(), {text.constData(), std::size_t(text.size())});
    if (!load.catalog)
        return -1;
    const engine::Instance *instance = load.catalog->findInstance(id);
    return instance != nullptr ? instance->onDemandUsdPerHour : -1;
}

/// Catalog entries (as the Prices dialog saves them): p5.48xlarge at \p usdPerHour.
std::string p5Entry(double usdPerHour)
{
    engine::Catalog entries;
    entries.instances.push_back(*engine::builtinCatalog().findInstance(kP5));
    entries.instances.front().onDemandUsdPerHour = usdPerHour;
    return engine::catalogToJson(entries);
}

/// The warning boxes open over \p window.
QList<QMessageBox *> openBoxes(const QWidget &window)
{
    QList<QMessageBox *> boxes = window.findChildren<QMessageBox *>();
    boxes.removeIf([](const QMessageBox *box) { return !box->isVisible(); });
    return boxes;
}

/// Answers the next message box with \p button once it is shown (the dialog's question is
/// modal), and records its text.
void answerNextMessageBox(QMessageBox::StandardButton button, QString *text)
{
    QTimer::singleShot(0, [button, text] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (box == nullptr) {
            answerNextMessageBox(button, text); // not shown yet: look again
            return;
        }
        *text = box->text();
        box->button(button)->click();
    });
}

} // namespace

class TestPricesDialog : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void tableListsEveryInstanceWithItsPrice();
    void editsAreCheckedAndDated();
    void saveWritesTheUserCatalogAndRepricesTheScenario();
    void resetPutsTheBuiltInPriceBack();
    void catalogThatDoesNotLoadIsLeftAsItWas();
    void filterFindsAnInstanceByItsGpu();
    void toolsMenuOpensIt();
    void closingWithUnsavedPricesAsks();
    void changesOnDiskReachTheWindow();
    void entriesOnlyTheWindowHasStay();
    void skyPilotFileImportsAndApplies();
    void malformedSkyPilotFileImportsNothing();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
};

void TestPricesDialog::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_path = m_dir->filePath(QStringLiteral("config/scaleplan/catalog.json"));
}

void TestPricesDialog::tableListsEveryInstanceWithItsPrice()
{
    ScenarioDocument document(engine::builtinCatalog());
    document.reset(defaultScenario(engine::builtinCatalog()), {});
    PricesDialog dialog(&document, nullptr, m_path);
    PriceTableModel *model = dialog.model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model->rowCount(), static_cast<int>(engine::builtinCatalog().instances.size()));
    const int p5 = rowOf(*model, kP5);
    QVERIFY(p5 >= 0);
    // Catalog: 8 H100 SXM5 at $55.04 on demand (AWS price list, 2026-07), $13.2182 spot
    // (Vantage, 2025-11).
    QCOMPARE(model->index(p5, PriceTableModel::OnDemand).data().toString(),
             QStringLiteral("$55.04/h"));
    QCOMPARE(model->index(p5, PriceTableModel::OnDemand).data(Qt::EditRole).toDouble(), 55.04);
    QCOMPARE(model->index(p5, PriceTableModel::Spot).data(Qt::EditRole).toDouble(), 13.2182);
    QVERIFY(model->index(p5, PriceTableModel::Gpus)
                .data()
                .toString()
                .startsWith(QStringLiteral("8 × H100")));
    QVERIFY(model->index(p5, PriceTableModel::PriceDate)
                .data()
                .toString()
                .contains(QStringLiteral("AWS price list")));
    // The tooltip names the short source and month, never the long provenance.
    const QString tip
        = model->index(p5, PriceTableModel::Instance).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.startsWith(QStringLiteral("Source: AWS price list")), qPrintable(tip));
    QVERIFY2(!tip.contains(QStringLiteral("http")) && !tip.contains(QStringLiteral("commit")),
             qPrintable(tip));
    // Azure's NDm A100 v4 has no dated spot price: spot nodes are charged on demand.
    const int nd = rowOf(*model, "azure/Standard_ND96amsr_A100_v4");
    QVERIFY(nd >= 0);
    QCOMPARE(model->index(nd, PriceTableModel::Spot).data().toString(),
             QStringLiteral("none (on-demand)"));
    QVERIFY(model->flags(model->index(p5, PriceTableModel::OnDemand)) & Qt::ItemIsEditable);
    QVERIFY(!(model->flags(model->index(p5, PriceTableModel::Instance)) & Qt::ItemIsEditable));
    QVERIFY(model->changedInstances().empty());
    if (qEnvironmentVariableIsSet("SCALEPLAN_SHOTS")) {
        model->setData(model->index(p5, PriceTableModel::OnDemand), 55.04);
        dialog.setFilter(QStringLiteral("aws/p"));
        dialog.resize(980, 520);
        dialog.grab().save(qEnvironmentVariable("SCALEPLAN_SHOTS") + QStringLiteral("/prices.png"));
    }
}

void TestPricesDialog::editsAreCheckedAndDated()
{
    const QDate today(2026, 11, 27);
    PriceTableModel model(engine::builtinCatalog(), engine::builtinCatalog(), today);
    const int p5 = rowOf(model, kP5);
    const QModelIndex onDemand = model.index(p5, PriceTableModel::OnDemand);
    // Refused, and the row stays as it was.
    for (const QVariant &bad : {QVariant(-1.0), QVariant(std::numeric_limits<double>::quiet_NaN()),
                                QVariant(std::numeric_limits<double>::infinity()),
                                QVariant(QStringLiteral("cheap")), QVariant(2e6)})
        QVERIFY2(!model.setData(onDemand, bad), qPrintable(bad.toString()));
    QVERIFY(!model.setData(model.index(p5, PriceTableModel::PriceDate), QStringLiteral("  ")));
    QVERIFY(!model.setData(model.index(p5, PriceTableModel::Instance), QStringLiteral("x")));
    QVERIFY(!model.isChanged(p5));

    // A new price is dated today and names the user among its sources.
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QVERIFY(model.setData(onDemand, 49.5));
    QCOMPARE(changed.count(), 1);
    QVERIFY(model.isChanged(p5));
    const engine::Instance &edited = model.instance(p5);
    QCOMPARE(edited.onDemandUsdPerHour, 49.5);
    QCOMPARE(QString::fromStdString(edited.priceDate), QStringLiteral("2026-11-27"));
    QCOMPARE(QString::fromStdString(edited.priceSource), QStringLiteral("entered by the user"));
    QVERIFY(QString::fromStdString(edited.sources)
                .endsWith(QStringLiteral("; price entered by the user on 2026-11-27")));
    QVERIFY(model.index(p5, PriceTableModel::Spot).data(Qt::FontRole).value<QFont>().bold());
    QCOMPARE(model.changedInstances().size(), std::size_t(1));

    // A date given by hand is kept when the spot price changes after it; 0 means no spot.
    QVERIFY(model.setData(model.index(p5, PriceTableModel::PriceDate),
                          QStringLiteral("2026-06-01 AWS price list")));
    QVERIFY(model.setData(model.index(p5, PriceTableModel::Spot), 0.0));
    QVERIFY(!model.instance(p5).spotUsdPerHour);
    QVERIFY(!model.instance(p5).spotUsdPerHourMax);
    QCOMPARE(QString::fromStdString(model.instance(p5).priceDate),
             QStringLiteral("2026-06-01 AWS price list"));
    // The user is named once, however many prices of the row change.
    const QString sources = QString::fromStdString(model.instance(p5).sources);
    QCOMPARE(sources.count(QStringLiteral("entered by the user")), 1);

    model.markSaved();
    QVERIFY(!model.isChanged(p5));
    QVERIFY(model.changedInstances().empty());
}

void TestPricesDialog::saveWritesTheUserCatalogAndRepricesTheScenario()
{
    // The user's file already holds an entry of its own; saving keeps it.
    QVERIFY(QDir().mkpath(QFileInfo(m_path).absolutePath()));
    QVERIFY(writeAll(m_path, R"({"format": "scaleplan.catalog", "version": 1, "egress": [
        {"provider": "aws", "usd_per_gb": 0.05, "date": "2026-11", "sources": "contract"}]})"));

    ScenarioDocument document(engine::builtinCatalog());
    document.reset(defaultScenario(engine::builtinCatalog()), {}); // 8 x p5.48xlarge
    QCOMPARE(QString::fromStdString(document.scenario().cluster.instance),
             QString::fromLatin1(kP5));
    QVERIFY(!document.scenario().cluster.pricePerNodeHourUsd);
    const double costBefore = document.result().costUsd.compute;
    QVERIFY(costBefore > 0);

    PricesDialog dialog(&document, nullptr, m_path);
    PriceTableModel *model = dialog.model();
    const int p5 = rowOf(*model, kP5);
    QVERIFY(model->setData(model->index(p5, PriceTableModel::OnDemand), 55.04 / 2));
    QSignalSpy recomputed(&document, &ScenarioDocument::resultChanged);
    QSignalSpy catalogChanged(&document, &ScenarioDocument::catalogChanged); // lists refill
    QVERIFY(dialog.save());
    QCOMPARE(catalogChanged.count(), 1);
    QVERIFY2(dialog.message().startsWith(QStringLiteral("Saved 1 price")),
             qPrintable(dialog.message()));
    QVERIFY(model->changedInstances().empty()); // saved: nothing left to save

    // The file loads over the built-in catalog with the new price and the old entry.
    QCOMPARE(savedPrice(m_path, kP5), 55.04 / 2);
    QVERIFY(readAll(m_path).contains("\"contract\""));
    QVERIFY(readAll(m_path).contains("entered by the user"));

    // The open scenario is re-estimated at once: compute cost is node-hours at the price,
    // so it halves (no spot share in the default scenario).
    QVERIFY(recomputed.wait(5000));
    QCOMPARE(document.catalog().findInstance(kP5)->onDemandUsdPerHour, 55.04 / 2);
    QVERIFY2(std::abs(document.result().costUsd.compute / costBefore - 0.5) < 1e-9,
             qPrintable(QString::number(document.result().costUsd.compute / costBefore)));
}

void TestPricesDialog::resetPutsTheBuiltInPriceBack()
{
    // A catalog with the user's price of p5 (as the window has after a save).
    engine::Catalog repriced = engine::builtinCatalog();
    for (engine::Instance &i : repriced.instances) {
        if (i.id == kP5) {
            i.onDemandUsdPerHour = 40;
            i.priceDate = "2026-11-01, entered by the user";
        }
    }
    engine::Instance own = repriced.instances.front();
    own.id = "me/rack-7";
    repriced.instances.push_back(own);
    ScenarioDocument document(repriced);
    document.reset(defaultScenario(repriced), {});
    PricesDialog dialog(&document, nullptr, m_path);
    PriceTableModel *model = dialog.model();
    const int p5 = rowOf(*model, kP5);
    QCOMPARE(model->instance(p5).onDemandUsdPerHour, 40.0);

    dialog.setFilter(QStringLiteral("p5.48xlarge"));
    QCOMPARE(dialog.view()->model()->rowCount(), 1);
    dialog.view()->selectRow(0);
    dialog.resetSelected();
    const engine::Instance *builtin = engine::builtinCatalog().findInstance(kP5);
    QCOMPARE(model->instance(p5).onDemandUsdPerHour, builtin->onDemandUsdPerHour);
    QCOMPARE(model->instance(p5).priceDate, builtin->priceDate);
    QVERIFY(model->isChanged(p5)); // differs from the catalog the dialog opened on
    QVERIFY(dialog.save());
    QCOMPARE(savedPrice(m_path, kP5), builtin->onDemandUsdPerHour);

    // The user's own entry has no built-in price to return to: it is left as it is.
    QVERIFY(!model->resetToBuiltIn(rowOf(*model, "me/rack-7")));
    dialog.setFilter(QStringLiteral("rack-7"));
    dialog.view()->selectRow(0);
    dialog.resetSelected();
    QVERIFY2(dialog.message().contains(QStringLiteral("me/rack-7")), qPrintable(dialog.message()));
}

void TestPricesDialog::catalogThatDoesNotLoadIsLeftAsItWas()
{
    QVERIFY(QDir().mkpath(QFileInfo(m_path).absolutePath()));
    const QByteArray broken = "{\"format\": \"scaleplan.catalog\", \"version\": 1, \"gpus\": [";
    QVERIFY(writeAll(m_path, broken));
    ScenarioDocument document(engine::builtinCatalog());
    document.reset(defaultScenario(engine::builtinCatalog()), {});
    PricesDialog dialog(&document, nullptr, m_path);
    PriceTableModel *model = dialog.model();
    QVERIFY(model->setData(model->index(rowOf(*model, kP5), PriceTableModel::OnDemand), 60.0));
    QVERIFY(!dialog.save());
    QVERIFY2(dialog.message().startsWith(QStringLiteral("Nothing was saved: ")),
             qPrintable(dialog.message()));
    QVERIFY2(dialog.message().contains(QStringLiteral("catalog.json")),
             qPrintable(dialog.message()));
    QCOMPARE(readAll(m_path), broken);
    // The window's catalog and the edit are both kept, to save once the file is fixed.
    QCOMPARE(document.catalog().findInstance(kP5)->onDemandUsdPerHour, 55.04);
    QCOMPARE(model->changedInstances().size(), std::size_t(1));
    QVERIFY(writeAll(m_path, "{\"format\": \"scaleplan.catalog\", \"version\": 1}"));
    QVERIFY(dialog.save());
    QCOMPARE(savedPrice(m_path, kP5), 60.0);
}

void TestPricesDialog::filterFindsAnInstanceByItsGpu()
{
    ScenarioDocument document(engine::builtinCatalog());
    document.reset(defaultScenario(engine::builtinCatalog()), {});
    PricesDialog dialog(&document, nullptr, m_path);
    // By the GPU's name, in any case; the price dates (which name instance types) are
    // not searched.
    dialog.setFilter(QStringLiteral("h200"));
    QAbstractItemModel *shown = dialog.view()->model();
    int h200 = 0;
    for (const engine::Instance &i : engine::builtinCatalog().instances)
        h200 += i.gpu.find("h200") != std::string::npos ? 1 : 0;
    QVERIFY(h200 > 0);
    QCOMPARE(shown->rowCount(), h200);
    for (int row = 0; row < shown->rowCount(); ++row)
        QVERIFY(shown->index(row, PriceTableModel::Gpus)
                    .data()
                    .toString()
                    .contains(QStringLiteral("H200")));
    dialog.setFilter(QStringLiteral("p5.48xlarge"));
    QCOMPARE(shown->rowCount(), 1);
}

void TestPricesDialog::toolsMenuOpensIt()
{
    ScenarioDocument document(engine::builtinCatalog());
    document.reset(defaultScenario(engine::builtinCatalog()), {});
    MainWindow window(&document);
    QAction *prices = nullptr;
    for (QAction *menu : window.menuBar()->actions()) {
        if (menu->text() != QStringLiteral("&Tools") || menu->menu() == nullptr)
            continue;
        for (QAction *action : menu->menu()->actions()) {
            if (action->text() == QStringLiteral("Instance &Prices…"))
                prices = action;
        }
    }
    QVERIFY(prices != nullptr);
    QVERIFY(prices->isEnabled());
}

void TestPricesDialog::closingWithUnsavedPricesAsks()
{
    ScenarioDocument document(engine::builtinCatalog());
    document.reset(defaultScenario(engine::builtinCatalog()), {});
    PricesDialog dialog(&document, nullptr, m_path);
    dialog.show();
    PriceTableModel *model = dialog.model();
    const int p5 = rowOf(*model, kP5);
    QVERIFY(model->setData(model->index(p5, PriceTableModel::OnDemand), 70.0));

    // Cancel: the dialog stays open with the edit.
    QString question;
    answerNextMessageBox(QMessageBox::Cancel, &question);
    dialog.reject();
    QCOMPARE(question, QStringLiteral("Save the changed prices?"));
    QVERIFY(dialog.isVisible());
    QVERIFY(model->isChanged(p5));
    QVERIFY(!QFile::exists(m_path));

    // Save: written, then closed.
    answerNextMessageBox(QMessageBox::Save, &question);
    dialog.reject();
    QVERIFY(!dialog.isVisible());
    QCOMPARE(savedPrice(m_path, kP5), 70.0);

    // Discard: closed, the file as it was.
    dialog.show();
    QVERIFY(model->setData(model->index(p5, PriceTableModel::OnDemand), 80.0));
    answerNextMessageBox(QMessageBox::Discard, &question);
    dialog.reject();
    QVERIFY(!dialog.isVisible());
    QCOMPARE(savedPrice(m_path, kP5), 70.0);

    // Nothing changed: closes without asking.
    PricesDialog unchanged(&document, nullptr, m_path);
    unchanged.show();
    unchanged.reject();
    QVERIFY(!unchanged.isVisible());
}

void TestPricesDialog::changesOnDiskReachTheWindow()
{
    // The file's folder does not exist yet: the nearest folder that does is watched.
    QVERIFY(!QFileInfo::exists(QFileInfo(m_path).absolutePath()));
    ScenarioDocument document(engine::builtinCatalog());
    document.reset(defaultScenario(engine::builtinCatalog()), {}); // 8 x p5.48xlarge
    MainWindow window(&document);
    window.followUserCatalog(m_path);
    const double costBefore = document.result().costUsd.compute;
    QVERIFY(costBefore > 0);

    // Another window saves a price (folder made, file renamed into place): the estimate and
    // the status bar follow. Compute cost is node-hours at the price: it halves.
    QString error;
    QVERIFY2(UserCatalog::mergeEntries(m_path, p5Entry(55.04 / 2), &error), qPrintable(error));
    QTRY_COMPARE(document.catalog().findInstance(kP5)->onDemandUsdPerHour, 55.04 / 2);
    QTRY_VERIFY(std::abs(document.result().costUsd.compute / costBefore - 0.5) < 1e-9);
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("catalog.json")),
             qPrintable(window.statusBar()->currentMessage()));
    // A second save replaces the file again: still followed.
    QVERIFY2(UserCatalog::mergeEntries(m_path, p5Entry(60.0), &error), qPrintable(error));
    QTRY_COMPARE(document.catalog().findInstance(kP5)->onDemandUsdPerHour, 60.0);

    // A file that does not load: one message naming the file and the field, the prices in
    // use kept; the same problem saved again is not reported twice.
    const QByteArray broken = R"({"format": "scaleplan.catalog", "version": 1, "instanse": []})";
    QVERIFY(writeAll(m_path, broken));
    QTRY_COMPARE(openBoxes(window).size(), qsizetype(1));
    const QString text = openBoxes(window).front()->text();
    QVERIFY2(text.contains(QStringLiteral("catalog.json"))
                 && text.contains(QStringLiteral("instanse")),
             qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("built-in")), qPrintable(text));
    if (qEnvironmentVariableIsSet("SCALEPLAN_SHOTS")) {
        openBoxes(window).front()->grab().save(qEnvironmentVariable("SCALEPLAN_SHOTS")
                                               + QStringLiteral("/catalog-changed.png"));
        window.resize(1400, 900);
        window.grab().save(qEnvironmentVariable("SCALEPLAN_SHOTS")
                           + QStringLiteral("/catalog-reloaded.png"));
    }
    openBoxes(window).front()->close();
    QCOMPARE(document.catalog().findInstance(kP5)->onDemandUsdPerHour, 60.0);
    QVERIFY(writeAll(m_path, broken));
    QTest::qWait(800);
    QVERIFY(openBoxes(window).isEmpty());

    // The file removed: the built-in price is back.
    QVERIFY(QFile::remove(m_path));
    QTRY_COMPARE(document.catalog().findInstance(kP5)->onDemandUsdPerHour, 55.04);
}

void TestPricesDialog::entriesOnlyTheWindowHasStay()
{
    // A This machine entry that could not be saved lives only in the open catalog; a
    // scenario may use it, so re-reading the file keeps it.
    engine::Catalog open = engine::builtinCatalog();
    engine::Instance own = *open.findInstance(kP5);
    own.id = "local/this-machine";
    open.instances.push_back(own);
    ScenarioDocument document(open);
    document.reset(defaultScenario(open), {});
    UserCatalogWatcher watcher(&document, m_path);
    QSignalSpy reloaded(&watcher, &UserCatalogWatcher::reloaded);
    QSignalSpy catalogChanged(&document, &ScenarioDocument::catalogChanged);

    QString error;
    QVERIFY2(UserCatalog::mergeEntries(m_path, p5Entry(40.0), &error), qPrintable(error));
    watcher.reload();
    QCOMPARE(reloaded.count(), 1);
    QCOMPARE(catalogChanged.count(), 1);
    QCOMPARE(document.catalog().findInstance(kP5)->onDemandUsdPerHour, 40.0);
    QVERIFY(document.catalog().findInstance("local/this-machine") != nullptr);
    // Read again with nothing changed (the window's own save comes back this way): no
    // re-estimate.
    watcher.reload();
    QCOMPARE(reloaded.count(), 1);
    QCOMPARE(catalogChanged.count(), 1);
}

void TestPricesDialog::skyPilotFileImportsAndApplies()
{
    // The real excerpt (skypilot-org/skypilot-catalog, catalogs/v7/aws/vms.csv at commit
    // 001367d2), in a folder named for its cloud, as SkyPilot keeps it.
    QVERIFY(QDir().mkpath(m_dir->filePath(QStringLiteral("catalogs/aws"))));
    const QString file = m_dir->filePath(QStringLiteral("catalogs/aws/vms.csv"));
    QVERIFY(QFile::copy(QStringLiteral(SCALEPLAN_TEST_DATA_DIR "/skypilot/aws-vms-001367d2.csv"),
                        file));
    QFile stamped(file);
    QVERIFY(stamped.open(QIODevice::ReadWrite));
    QVERIFY(stamped.setFileTime(QDateTime(QDate(2026, 11, 30), QTime(9, 0), Qt::UTC),
                                QFileDevice::FileModificationTime));
    stamped.close();

    ScenarioDocument document(engine::builtinCatalog());
    PricesDialog dialog(&document, nullptr, m_path);
    QSignalSpy catalogChanged(&document, &ScenarioDocument::catalogChanged);
    QVERIFY2(dialog.importSkyPilot(file, QStringLiteral("aws"), QString()),
             qPrintable(dialog.message()));
    QCOMPARE(catalogChanged.count(), 1);
    QVERIFY2(dialog.message().startsWith(QStringLiteral("Imported 3 price(s) of us-east-1, "
                                                        "dated 2026-11-30")),
             qPrintable(dialog.message()));
    QVERIFY2(dialog.message().contains(QStringLiteral("dl1.24xlarge")),
             qPrintable(dialog.message())); // listed, not guessed
    // The window's catalog and the table have the import's prices: the median spot price
    // of p5.48xlarge's six us-east-1 zones, (25.8774 + 27.6948) / 2.
    const engine::Instance *p5 = document.catalog().findInstance(kP5);
    QVERIFY(qFuzzyCompare(*p5->spotUsdPerHour, 26.7861));
    QCOMPARE(p5->priceDate, std::string("2026-11-30"));
    QCOMPARE(p5->priceSource, std::string("SkyPilot catalog"));
    const int row = rowOf(*dialog.model(), kP5);
    QVERIFY(qFuzzyCompare(
        dialog.model()->index(row, PriceTableModel::Spot).data(Qt::EditRole).toDouble(), 26.7861));
    QVERIFY(dialog.model()->changedInstances().empty()); // already saved
    // And the user catalog holds them, for the command line too.
    QCOMPARE(savedPrice(m_path, kP5), 98.32);
}

void TestPricesDialog::malformedSkyPilotFileImportsNothing()
{
    const QString file = m_dir->filePath(QStringLiteral("vms.csv"));
    QVERIFY(writeAll(file, "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,"
                           "GpuInfo,Price,SpotPrice,Region,AvailabilityZone\n"
                           "p5.48xlarge,H100,8.0,192.0,2048.0,,ninety,,us-east-1,use1-az1\n"));
    ScenarioDocument document(engine::builtinCatalog());
    PricesDialog dialog(&document, nullptr, m_path);
    QVERIFY(!dialog.importSkyPilot(file, QStringLiteral("aws"), QString()));
    QVERIFY2(dialog.message().contains(QStringLiteral("line 2, column 7 (Price)")),
             qPrintable(dialog.message()));
    QVERIFY(!QFile::exists(m_path));
    QCOMPARE(document.catalog().findInstance(kP5)->onDemandUsdPerHour, 55.04);
    // Not while prices are being edited: the import would overwrite them.
    QVERIFY(dialog.model()->setData(
        dialog.model()->index(rowOf(*dialog.model(), kP5), PriceTableModel::OnDemand), 50.0));
    QVERIFY(!dialog.importSkyPilot(file, QStringLiteral("aws"), QString()));
    QVERIFY(dialog.message().startsWith(QStringLiteral("Save or reset")));
}

QTEST_MAIN(TestPricesDialog)
#include "TestPricesDialog.moc"
