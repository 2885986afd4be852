#!/usr/bin/env python3
"""Checks a desktop program's Windows resources, read from the built .exe.

Reads the PE file's resource directory (no Windows tool needed) and checks:
  - the application manifest (RT_MANIFEST, id 1): per-monitor DPI awareness,
    version 2 (<dpiAwareness> PerMonitorV2, <dpiAware> true/pm), the
    supported OS versions Windows 7, 8, 8.1 and 10/11, run as invoker;
  - the version information (RT_VERSION): ProductName, FileVersion,
    ProductVersion, OriginalFilename, and the fixed file version;
  - the icon (RT_GROUP_ICON) with a 256-pixel image among its RT_ICONs.

Usage: check-resources.py EXE VERSION TITLE
       check-resources.py --manifest EXE     (prints the manifest)
Exit status 0 when every check passes; each failure is printed.
"""
import struct
import sys
import xml.etree.ElementTree as ET

RT_ICON, RT_GROUP_ICON, RT_VERSION, RT_MANIFEST = 3, 14, 16, 24
SUPPORTED_OS = {
    "{35138b9a-5d96-4fbd-8e2d-a2440225f93a}": "Windows 7",
    "{4a2f28e3-53b9-4441-ba9c-d69d4a4a6e38}": "Windows 8",
    "{1f676c76-80e1-4239-95bb-83d0f6d0da78}": "Windows 8.1",
    "{8e0f7a12-bfb3-4fe8-b9a5-48fd50a15a9a}": "Windows 10 and 11",
}


class PE:
    """The resource tree of a PE file: {type: {name: {lang: bytes}}}."""

    def __init__(self, data):
        self.data = data
        if data[:2] != b"MZ":
            raise ValueError("not an MZ executable")
        pe = struct.unpack_from("<I", data, 0x3C)[0]
        if data[pe:pe + 4] != b"PE\0\0":
            raise ValueError("no PE signature")
        nsect, = struct.unpack_from("<H", data, pe + 6)
        optsize, = struct.unpack_from("<H", data, pe + 20)
        opt = pe + 24
        magic, = struct.unpack_from("<H", data, opt)
        dirs = opt + (112 if magic == 0x20B else 96)
        self.rsrc_rva, self.rsrc_size = struct.unpack_from("<II", data, dirs + 2 * 8)
        self.sections = []
        for i in range(nsect):
            s = opt + optsize + 40 * i
            vsize, va, rawsize, rawptr = struct.unpack_from("<IIII", data, s + 8)
            self.sections.append((va, max(vsize, rawsize), rawptr))
        self.tree = self._dir(self.rva_to_offset(self.rsrc_rva), 0, 0) if self.rsrc_rva else {}

    def rva_to_offset(self, rva):
        for va, size, raw in self.sections:
            if va <= rva < va + size:
                return raw + rva - va
        raise ValueError(f"RVA {rva:#x} is in no section")

    def _dir(self, base, off, depth):
        named, ids = struct.unpack_from("<HH", self.data, base + off + 12)
        out = {}
        for i in range(named + ids):
            name, target = struct.unpack_from("<II", self.data, base + off + 16 + 8 * i)
            key = name if not name & 0x80000000 else self._name(base + (name & 0x7FFFFFFF))
            if target & 0x80000000:
                out[key] = self._dir(base, target & 0x7FFFFFFF, depth + 1)
            else:
                rva, size = struct.unpack_from("<II", self.data, base + target)
                start = self.rva_to_offset(rva)
                out[key] = self.data[start:start + size]
        return out

    def _name(self, off):
        n, = struct.unpack_from("<H", self.data, off)
        return self.data[off + 2:off + 2 + 2 * n].decode("utf-16-le")

    def resources(self, rtype):
        """Every (name, lang, bytes) of one resource type."""
        for name, langs in self.tree.get(rtype, {}).items():
            for lang, blob in langs.items():
                yield name, lang, blob


def version_strings(blob):
    """The StringFileInfo strings and the fixed file version of RT_VERSION."""
    strings = {}
    fixed = None

    def block(off, end):
        nonlocal fixed
        length, vlen, vtype = struct.unpack_from("<HHH", blob, off)
        if length == 0:
            return off + 2
        stop = min(off + length, end)
        k = off + 6
        key_end = k
        while blob[key_end:key_end + 2] != b"\0\0":
            key_end += 2
        key = blob[k:key_end].decode("utf-16-le")
        v = (key_end + 2 + 3) & ~3
        if key == "VS_VERSION_INFO" and vlen:
            sig, _, ms, ls = struct.unpack_from("<IIII", blob, v)
            if sig == 0xFEEF04BD:
                fixed = (ms >> 16, ms & 0xFFFF, ls >> 16, ls & 0xFFFF)
        if vtype == 1 and vlen and key not in ("VS_VERSION_INFO",):
            value = blob[v:v + 2 * vlen].decode("utf-16-le").rstrip("\0")
            strings[key] = value
            child = (v + 2 * vlen + 3) & ~3
        else:
            child = (v + vlen + 3) & ~3
        while child < stop:
            child = (block(child, stop) + 3) & ~3
        return stop

    block(0, len(blob))
    return strings, fixed


def check(path, version, title):
    problems = []
    pe = PE(open(path, "rb").read())
    name = path.replace("\\", "/").rsplit("/", 1)[-1]

    manifests = list(pe.resources(RT_MANIFEST))
    if len(manifests) != 1 or manifests[0][0] != 1:
        problems.append(f"expected one RT_MANIFEST resource with id 1, found {[(n, l) for n, l, _ in manifests]}")
    else:
        xml = manifests[0][2].decode("utf-8")
        try:
            root = ET.fromstring(xml)
        except ET.ParseError as e:
            problems.append(f"the manifest is not well-formed XML: {e}")
            root = None
        if root is not None:
            def find(tag):
                return [e for e in root.iter() if e.tag.rsplit("}", 1)[-1] == tag]
            awareness = [e.text.strip() for e in find("dpiAwareness") if e.text]
            if not awareness or awareness[0].split(",")[0].strip() != "PerMonitorV2":
                problems.append(f"dpiAwareness is {awareness}, not PerMonitorV2 first")
            aware = [e.text.strip() for e in find("dpiAware") if e.text]
            if aware != ["true/pm"]:
                problems.append(f"dpiAware is {aware}, not true/pm (per monitor before Windows 10 1607)")
            ids = {e.get("Id", "").lower() for e in find("supportedOS")}
            missing = [v for k, v in SUPPORTED_OS.items() if k not in ids]
            if missing:
                problems.append(f"supportedOS lacks {', '.join(missing)}")
            level = [e.get("level") for e in find("requestedExecutionLevel")]
            if level != ["asInvoker"]:
                problems.append(f"requestedExecutionLevel is {level}, not asInvoker")

    versions = list(pe.resources(RT_VERSION))
    if not versions:
        problems.append("no version information (RT_VERSION)")
    else:
        strings, fixed = version_strings(versions[0][2])
        for key, want in (("ProductName", title), ("FileVersion", version), ("ProductVersion", version),
                          ("OriginalFilename", name)):
            if strings.get(key) != want:
                problems.append(f"version information {key} is {strings.get(key)!r}, not {want!r}")
        want_fixed = tuple(int(x) for x in (version.split(".") + ["0", "0", "0"])[:4])
        if fixed != want_fixed:
            problems.append(f"fixed file version is {fixed}, not {want_fixed}")

    groups = list(pe.resources(RT_GROUP_ICON))
    icons = {n: blob for n, _, blob in pe.resources(RT_ICON)}
    if not groups:
        problems.append("no icon (RT_GROUP_ICON)")
    else:
        blob = groups[0][2]
        count, = struct.unpack_from("<H", blob, 4)
        sizes = []
        for i in range(count):
            w, h = blob[6 + 14 * i], blob[6 + 14 * i + 1]
            icon_id, = struct.unpack_from("<H", blob, 6 + 14 * i + 12)
            sizes.append(w or 256)
            if icon_id not in icons:
                problems.append(f"the icon group names RT_ICON {icon_id}, which is missing")
        if 256 not in sizes:
            problems.append(f"the icon has no 256-pixel image (sizes {sizes})")

    for p in problems:
        print(f"check-resources: FAIL: {name}: {p}", file=sys.stderr)
    if not problems:
        print(f"check-resources: ok: {name}: manifest (PerMonitorV2, Windows 7-11, asInvoker), "
              f"version {version} of {title}, icon with {len(sizes)} sizes up to 256")
    return not problems


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--manifest":
        for _, _, blob in PE(open(sys.argv[2], "rb").read()).resources(RT_MANIFEST):
            print(blob.decode("utf-8"))
        return 0
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    return 0 if check(*sys.argv[1:]) else 1


if __name__ == "__main__":
    sys.exit(main())
