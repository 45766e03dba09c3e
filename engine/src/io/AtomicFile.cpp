// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleplan/engine/AtomicFile.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace scaleplan::engine {

namespace {

std::string failure(const std::string &path, int error)
{
    std::string hint = "check the folder exists and that you may write there";
    if (error == ENOSPC || error == EDQUOT)
        hint = "free some space or choose another folder";
    else if (error == EROFS)
        hint = "the file system is read-only; choose another folder";
    return path + ": cannot be saved (" + std::strerror(error) + "); " + hint;
}

std::string folderOf(const std::string &path)
{
    const std::size_t slash = path.rfind('/');
    if (slash == std::string::npos)
        return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

bool writeAll(int fd, std::string_view content)
{
    while (!content.empty()) {
        const ssize_t written = ::write(fd, content.data(), content.size());
        if (written < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        content.remove_prefix(static_cast<std::size_t>(written));
    }
    return true;
}

/// The mode a new file gets under the process's umask (mkstemp makes 0600).
mode_t defaultMode(bool executable)
{
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return (executable ? 0777 : 0666) & ~mask;
}

/// The target's own mode when it exists (a replaced file keeps it), else the default.
mode_t modeFor(const std::string &path, bool executable)
{
    struct stat existing = {};
    if (::stat(path.c_str(), &existing) != 0)
        return defaultMode(executable);
    return (existing.st_mode & 07777) | (executable ? 0111 : 0);
}

} // namespace

int replaceFileAtomically(const std::string &path, std::string_view content,
                          AtomicWriteOptions options)
{
    if (path.empty())
        return ENOENT;
    std::string temporary = folderOf(path) + "/.scaleplan-XXXXXX";
    const int fd = ::mkstemp(temporary.data());
    if (fd < 0)
        return errno;
    int error = 0;
    const mode_t mode = modeFor(path, options.executable);
    if (!writeAll(fd, content) || ::fchmod(fd, mode) != 0 || ::fsync(fd) != 0)
        error = errno;
    if (::close(fd) != 0 && error == 0)
        error = errno;
    if (error == 0 && ::rename(temporary.c_str(), path.c_str()) != 0)
        error = errno;
    if (error != 0) {
        ::unlink(temporary.c_str());
        return error;
    }
    // The rename is durable once the folder's entry is on disk; a folder that cannot be
    // opened or synced (some network file systems) leaves the new file in place.
    const int folder = ::open(folderOf(path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folder >= 0) {
        ::fsync(folder);
        ::close(folder);
    }
    return 0;
}

std::string writeFileAtomically(const std::string &path, std::string_view content,
                                AtomicWriteOptions options)
{
    if (path.empty())
        return "the file name is empty; choose a file to save to";
    const int error = replaceFileAtomically(path, content, options);
    return error == 0 ? std::string() : failure(path, error);
}

} // namespace scaleplan::engine
