#!/usr/bin/python3
"""A case-insensitive, case-preserving view of a folder, as macOS's default file system behaves, for tests on Linux.

Usage: casefold-fs.py BACKING_FOLDER MOUNT_POINT   (runs in the foreground; unmount with `umount MOUNT_POINT`)

Each path component is looked up exactly first, then ignoring case, so `logo.svg` opens `Logo.svg` and creating
`logo.svg` where `Logo.svg` exists finds the existing file. Needs Debian's python3-fusepy and libfuse2, and root.
"""
import errno
import os
import sys

from fusepy import FUSE, FuseOSError, Operations


class CaseFolding(Operations):
    def __init__(self, root):
        self.root = os.path.realpath(root)

    def _real(self, path):
        """The backing path, each component matched ignoring case when there is no exact match."""
        current = self.root
        for part in [p for p in path.split("/") if p]:
            exact = os.path.join(current, part)
            if os.path.lexists(exact):
                current = exact
                continue
            try:
                names = os.listdir(current)
            except OSError:
                names = []
            folded = [n for n in names if n.casefold() == part.casefold()]
            current = os.path.join(current, folded[0] if folded else part)
        return current

    def _call(self, function, *arguments):
        try:
            return function(*arguments)
        except OSError as error:
            raise FuseOSError(error.errno)

    def getattr(self, path, fh=None):
        st = self._call(os.lstat, self._real(path))
        keys = ("st_mode", "st_nlink", "st_uid", "st_gid", "st_size", "st_atime", "st_mtime", "st_ctime", "st_ino")
        return {key: getattr(st, key) for key in keys}

    def readdir(self, path, fh):
        return [".", ".."] + self._call(os.listdir, self._real(path))

    def readlink(self, path):
        return self._call(os.readlink, self._real(path))

    def mkdir(self, path, mode):
        return self._call(os.mkdir, self._real(path), mode)

    def rmdir(self, path):
        return self._call(os.rmdir, self._real(path))

    def mknod(self, path, mode, dev):
        return self._call(os.mknod, self._real(path), mode, dev)

    def unlink(self, path):
        return self._call(os.unlink, self._real(path))

    def symlink(self, target, source):
        return self._call(os.symlink, source, self._real(target))

    def link(self, target, source):
        real_target = self._real(target)
        if os.path.lexists(real_target):
            raise FuseOSError(errno.EEXIST)
        return self._call(os.link, self._real(source), real_target)

    def rename(self, old, new):
        return self._call(os.rename, self._real(old), self._real(new))

    def chmod(self, path, mode):
        return self._call(os.chmod, self._real(path), mode)

    def chown(self, path, uid, gid):
        return self._call(os.lchown, self._real(path), uid, gid)

    def truncate(self, path, length, fh=None):
        return self._call(os.truncate, self._real(path), length)

    def utimens(self, path, times=None):
        return self._call(os.utime, self._real(path), times, follow_symlinks=False)

    def statfs(self, path):
        st = os.statvfs(self._real(path))
        keys = ("f_bavail", "f_bfree", "f_blocks", "f_bsize", "f_favail", "f_ffree", "f_files", "f_flag",
                "f_frsize", "f_namemax")
        return {key: getattr(st, key) for key in keys}

    def open(self, path, flags):
        return self._call(os.open, self._real(path), flags)

    def create(self, path, mode, fi=None):
        return self._call(os.open, self._real(path), os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)

    def read(self, path, size, offset, fh):
        os.lseek(fh, offset, os.SEEK_SET)
        return os.read(fh, size)

    def write(self, path, data, offset, fh):
        os.lseek(fh, offset, os.SEEK_SET)
        return os.write(fh, data)

    def flush(self, path, fh):
        return 0

    def release(self, path, fh):
        return self._call(os.close, fh)

    def fsync(self, path, datasync, fh):
        return 0


if __name__ == "__main__":
    # use_ino: report the backing files' inode numbers, so two spellings of one name are visibly one file.
    FUSE(CaseFolding(sys.argv[1]), sys.argv[2], foreground=True, nothreads=True, default_permissions=True, use_ino=True)
