// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "prices/PricesDialog.h"
#include "PlainMessageBox.h"

#include "common/Texts.h"
#include "document/ScenarioDocument.h"
#include "document/TextFile.h"
#include "document/UserCatalog.h"
#include "prices/PriceTableModel.h"

#include "scaleplan/engine/SkyPilot.h"

#include <QAction>
#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPalette>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace scaleplan {

namespace {

/// Price cells edit in a spin box of dollars (the table's model refuses anything else too).
class PriceDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override
    {
        const int column = index.column();
        if (column != PriceTableModel::OnDemand && column != PriceTableModel::Spot)
            return QStyledItemDelegate::createEditor(parent, option, index);
        auto *box = new QDoubleSpinBox(parent);
        box->setRange(0, 1e6);
        box->setDecimals(4);
        box->setPrefix(QStringLiteral("$"));
        box->setSuffix(PricesDialog::tr("/h"));
        box->setSpecialValueText(column == PriceTableModel::Spot ? PricesDialog::tr("none")
                                                                 : PricesDialog::tr("no price"));
        return box;
    }
};

} // namespace

PricesDialog::PricesDialog(ScenarioDocument *document, QWidget *parent, const QString &catalogPath)
    : QDialog(parent)
    , m_document(document)
    , m_catalogPath(catalogPath.isEmpty() ? UserCatalog::path() : catalogPath)
{
    setWindowTitle(tr("Instance Prices"));
    const engine::Catalog &catalog = document->catalog();
    m_model = new PriceTableModel(catalog, engine::builtinCatalog(), QDate::currentDate(), this);

    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("What a node of each instance type costs an hour, in US dollars. Double-click a "
           "price to enter what you pay: saved prices go to your catalog, %1, and apply at "
           "once, here and on the command line.")
            .arg(QDir::toNativeSeparators(m_catalogPath)),
        this);
    intro->setTextFormat(Qt::PlainText);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *caveat = new QLabel(
        tr("About the built-in prices: %1").arg(catalogText(catalog.priceCaveat)), this);
    caveat->setTextFormat(Qt::PlainText);
    caveat->setWordWrap(true);
    caveat->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(caveat);

    m_filter = new QLineEdit(this);
    m_filter->setPlaceholderText(tr("Filter by provider, instance type or GPU"));
    m_filter->setClearButtonEnabled(true);
    layout->addWidget(m_filter);

    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(PriceTableModel::Instance);
    m_proxy->setFilterRole(PriceTableModel::SearchRole); // the id and the GPU, not the dates
    m_proxy->setSortRole(Qt::EditRole);                  // prices sort as numbers
    connect(m_filter, &QLineEdit::textChanged, m_proxy,
            &QSortFilterProxyModel::setFilterFixedString);

    m_view = new QTableView(this);
    m_view->setModel(m_proxy);
    m_view->setItemDelegate(new PriceDelegate(m_view));
    // The catalog's order (provider, then size) until a header is clicked.
    m_view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_view->setSortingEnabled(true);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                            | QAbstractItemView::AnyKeyPressed);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->resizeColumnsToContents();
    m_view->setColumnWidth(PriceTableModel::PriceDate, 260);
    layout->addWidget(m_view, 1);

    m_message = new QLabel(this);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_message);

    auto *box = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Close, this);
    m_save = box->button(QDialogButtonBox::Save);
    m_save->setToolTip(tr("Writes the changed prices (in bold) to %1")
                           .arg(QDir::toNativeSeparators(m_catalogPath)));
    m_reset = box->addButton(tr("&Reset to Built-in"), QDialogButtonBox::ResetRole);
    m_reset->setToolTip(tr("Puts the built-in price and date back on the selected rows"));
    m_import = box->addButton(tr("&Import SkyPilot File…"), QDialogButtonBox::ActionRole);
    m_import->setToolTip(tr("Reads current prices from a SkyPilot catalog file "
                            "(catalogs/v7/<cloud>/vms.csv) into your catalog"));
    connect(m_import, &QPushButton::clicked, this, &PricesDialog::askImport);
    connect(m_save, &QPushButton::clicked, this, &PricesDialog::save);
    connect(m_reset, &QPushButton::clicked, this, &PricesDialog::resetSelected);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(box);

    connect(m_model, &QAbstractItemModel::dataChanged, this, &PricesDialog::updateButtons);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &PricesDialog::updateButtons);
    updateButtons();
    resize(980, 620);
}

PricesDialog::~PricesDialog() = default;

void PricesDialog::setFilter(const QString &text)
{
    m_filter->setText(text);
}

QString PricesDialog::message() const
{
    return m_message->text();
}

void PricesDialog::showMessage(const QString &text, bool error)
{
    m_message->setText(text);
    m_message->setStyleSheet(error ? QStringLiteral("color: palette(highlight);") : QString());
}

void PricesDialog::updateButtons()
{
    m_save->setEnabled(!m_model->changedInstances().empty());
    m_reset->setEnabled(m_view->selectionModel()->hasSelection());
}

bool PricesDialog::save()
{
    const std::vector<engine::Instance> changed = m_model->changedInstances();
    if (changed.empty())
        return true;
    engine::Catalog entries;
    entries.instances = changed;
    QString error;
    if (!UserCatalog::mergeEntries(m_catalogPath, engine::catalogToJson(entries), &error)) {
        showMessage(tr("Nothing was saved: %1").arg(error), true);
        return false;
    }
    engine::Catalog catalog = m_document->catalog();
    for (const engine::Instance &edited : changed) {
        const auto same
            = std::find_if(catalog.instances.begin(), catalog.instances.end(),
                           [&](const engine::Instance &i) { return i.id == edited.id; });
        if (same != catalog.instances.end())
            *same = edited;
    }
    m_model->markSaved();
    m_document->replaceCatalog(std::move(catalog));
    showMessage(tr("Saved %n price(s) to %1; the estimate and the charts use them now.", nullptr,
                   static_cast<int>(changed.size()))
                    .arg(QDir::toNativeSeparators(m_catalogPath)),
                false);
    updateButtons();
    return true;
}

void PricesDialog::resetSelected()
{
    std::set<int> rows;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        rows.insert(m_proxy->mapToSource(index).row());
    QStringList own;
    for (const int row : rows) {
        if (!m_model->resetToBuiltIn(row))
            own << QString::fromStdString(m_model->instance(row).id);
    }
    if (!own.isEmpty())
        showMessage(tr("Not built in, so left as they are: %1").arg(own.join(QStringLiteral(", "))),
                    true);
    updateButtons();
}

bool PricesDialog::importSkyPilot(const QString &path, const QString &cloud, const QString &region)
{
    if (!m_model->changedInstances().empty()) {
        showMessage(tr("Save or reset the changed prices first, then import."), true);
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        showMessage(
            tr("%1 cannot be read: %2").arg(QDir::toNativeSeparators(path), file.errorString()),
            true);
        return false;
    }
    const QByteArray bytes = TextFile::readBounded(file);
    const QString date = QFileInfo(path).lastModified().toUTC().date().toString(Qt::ISODate);
    const engine::SkyPilotImport imported = engine::importSkyPilotCatalog(
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
        m_document->catalog(),
        {cloud.trimmed().toStdString(), region.trimmed().toStdString(), date.toStdString()});
    if (imported.error) {
        showMessage(tr("Nothing was imported from %1: %2")
                        .arg(QDir::toNativeSeparators(path), diagnosticLine(*imported.error)),
                    true);
        return false;
    }
    if (imported.instances.empty()) {
        showMessage(
            tr("Nothing was imported: no GPU instance type of %1 in %2 maps to a "
               "catalog GPU.")
                .arg(QDir::toNativeSeparators(path), QString::fromStdString(imported.region)),
            true);
        return false;
    }
    QString error;
    if (!UserCatalog::mergeEntries(m_catalogPath, engine::skyPilotCatalogJson(imported), &error)) {
        showMessage(tr("Nothing was saved: %1").arg(error), true);
        return false;
    }
    engine::Catalog catalog = m_document->catalog();
    for (const engine::Instance &instance : imported.instances) {
        const auto same
            = std::find_if(catalog.instances.begin(), catalog.instances.end(),
                           [&](const engine::Instance &i) { return i.id == instance.id; });
        if (same != catalog.instances.end())
            *same = instance;
        else
            catalog.instances.push_back(instance);
    }
    m_model->setCatalog(catalog);
    m_document->replaceCatalog(std::move(catalog));
    QStringList skipped;
    for (const engine::SkyPilotSkipped &type : imported.skipped)
        skipped << QString::fromStdString(type.instanceType);
    QString text = tr("Imported %n price(s) of %1, dated %2, into %3.", nullptr,
                      static_cast<int>(imported.instances.size()))
                       .arg(QString::fromStdString(imported.region), date,
                            QDir::toNativeSeparators(m_catalogPath));
    if (!skipped.isEmpty())
        text += QLatin1Char(' ')
                + tr("Not imported (no catalog GPU by that name, or another GPU count): %1.")
                      .arg(skipped.join(QStringLiteral(", ")));
    showMessage(text, false);
    updateButtons();
    return true;
}

void PricesDialog::askImport()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import SkyPilot Catalog File"),
                                                      QString(), tr("SkyPilot catalog (*.csv)"));
    if (path.isEmpty())
        return;
    // SkyPilot keeps each cloud's file in a folder named for it: catalogs/v7/aws/vms.csv.
    QDialog ask(this);
    ask.setWindowTitle(tr("Import SkyPilot Catalog File"));
    auto *form = new QFormLayout(&ask);
    auto *cloud = new QComboBox(&ask);
    cloud->setEditable(true);
    cloud->addItems({QStringLiteral("aws"), QStringLiteral("gcp"), QStringLiteral("azure"),
                     QStringLiteral("lambda")});
    cloud->setCurrentText(QFileInfo(path).dir().dirName());
    auto *region = new QLineEdit(&ask);
    const auto defaultRegion = [cloud, region] {
        region->setPlaceholderText(QString::fromStdString(
            engine::skyPilotDefaultRegion(cloud->currentText().toStdString())));
    };
    connect(cloud, &QComboBox::currentTextChanged, &ask, defaultRegion);
    defaultRegion();
    form->addRow(tr("Cloud:"), cloud);
    form->addRow(tr("Region:"), region);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &ask);
    connect(buttons, &QDialogButtonBox::accepted, &ask, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &ask, &QDialog::reject);
    form->addRow(buttons);
    if (ask.exec() == QDialog::Accepted)
        importSkyPilot(path, cloud->currentText(), region->text());
}

void PricesDialog::done(int result)
{
    if (!m_model->changedInstances().empty()) {
        const QMessageBox::StandardButton answer = PlainMessageBox::question(
            this, windowTitle(), tr("Save the changed prices?"),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        if (answer == QMessageBox::Cancel || (answer == QMessageBox::Save && !save()))
            return;
    }
    QDialog::done(result);
}

void installPrices(QWidget *window, ScenarioDocument *document, QMenu *tools)
{
    QAction *action
        = tools->addAction(PricesDialog::tr("Instance &Prices…"), window, [window, document] {
              PricesDialog dialog(document, window);
              dialog.exec();
          });
    action->setToolTip(PricesDialog::tr("Enter what each instance type costs you an hour"));
}

} // namespace scaleplan
