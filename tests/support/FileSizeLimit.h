// SPDX-FileCopyrightText: 2026 Scaleplan developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A full disk for one scope, without mounting a file system: the largest file this
// process may write is lowered (RLIMIT_FSIZE), so a longer write fails as it does on a
// full disk (EFBIG instead of ENOSPC), and SIGXFSZ is ignored meanwhile.

#include <csignal>
#include <sys/resource.h>

namespace scaleplan::test {

class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        ::getrlimit(RLIMIT_FSIZE, &m_saved);
        m_handler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limit = m_saved;
        limit.rlim_cur = bytes;
        ::setrlimit(RLIMIT_FSIZE, &limit);
    }
    ~FileSizeLimit()
    {
        ::setrlimit(RLIMIT_FSIZE, &m_saved);
        std::signal(SIGXFSZ, m_handler);
    }
    FileSizeLimit(const FileSizeLimit &) = delete;
    FileSizeLimit &operator=(const FileSizeLimit &) = delete;

private:
    rlimit m_saved = {};
    void (*m_handler)(int) = nullptr;
};

} // namespace scaleplan::test
