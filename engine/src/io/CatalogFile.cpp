// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/CatalogFile.h"

#include "scaleplan/engine/AtomicFile.h"
#include "scaleplan/engine/Catalog.h"
#include "scaleplan/engine/InputLimits.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <iterator>
#include <sys/file.h>
#include <unistd.h>

namespace scaleplan::engine {

namespace {

/// The lock file beside \p path: `.NAME.lock` in the same folder.
std::string lockPathFor(const std::string &path)
{
    const std::size_t slash = path.rfind('/');
    const std::string folder = slash == std::string::npos ? "" : path.substr(0, slash + 1);
    const std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
    return folder + "." + name + ".lock";
}

/// Holds an exclusive flock() on a file while it lives.
class FileLock
{
public:
    explicit FileLock(const std::string &path)
        : m_fd(::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644))
    {
        if (m_fd < 0) {
            m_error = errno;
            return;
        }
        while (::flock(m_fd, LOCK_EX) != 0) {
            if (errno != EINTR) {
                m_error = errno;
                break;
            }
        }
    }
    ~FileLock()
    {
        if (m_fd >= 0)
            ::close(m_fd); // releases the lock
    }
    FileLock(const FileLock &) = delete;
    FileLock &operator=(const FileLock &) = delete;

    int error() const { return m_error; }

private:
    int m_fd = -1;
    int m_error = 0;
};

} // namespace

CatalogFileMerge mergeCatalogFile(const std::string &path, std::string_view entriesJson)
{
    using Outcome = CatalogFileMerge::Outcome;
    const FileLock lock(lockPathFor(path));
    if (lock.error() != 0)
        return {Outcome::CannotLock, lock.error(), {}};
    std::string existing;
    if (std::ifstream file(path, std::ios::binary); file) {
        existing.assign(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
        if (existing.size() > kMaxInputBytes)
            return {Outcome::TooLarge, 0, {}};
    }
    const std::optional<std::string> merged = mergeCatalogEntries(existing, entriesJson);
    if (!merged)
        return {Outcome::NotACatalog, 0, {}};
    // Only a file the next start-up will read is written.
    if (const CatalogLoad check = overlayCatalog(builtinCatalog(), *merged); !check.catalog)
        return {Outcome::WouldNotLoad, 0, check.error};
    if (const int error = replaceFileAtomically(path, *merged); error != 0)
        return {Outcome::CannotWrite, error, {}};
    return {};
}

std::string mergeIntoCatalogFile(const std::string &path, std::string_view entriesJson)
{
    using Outcome = CatalogFileMerge::Outcome;
    const CatalogFileMerge merge = mergeCatalogFile(path, entriesJson);
    switch (merge.outcome) {
    case Outcome::Saved:
        return {};
    case Outcome::CannotLock:
    case Outcome::CannotWrite:
        return path + ": cannot be saved (" + std::strerror(merge.systemError)
               + "); check the folder exists and that you may write there";
    case Outcome::TooLarge:
        return path + ": is larger than 64 MB; move it away to start a new catalog";
    case Outcome::NotACatalog:
        return path
               + ": is not a scaleplan.catalog JSON object, so nothing was saved into it; "
                 "fix it or move it away, then save again";
    case Outcome::WouldNotLoad:
        return path + ": was left as it was: with the new entries it would not load ("
               + formatLine(merge.loadError) + "); fix it or move it away, then save again";
    }
    return {};
}

} // namespace scaleplan::engine
