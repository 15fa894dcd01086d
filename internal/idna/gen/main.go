// Command gen writes the Unicode tables of package idna from Unicode's own
// data files: the IDNA Mapping Table of UTS #46 §5, and from the Unicode
// Character Database the canonical decompositions and combining classes
// (UnicodeData.txt, CompositionExclusions.txt) that NFC needs, the
// General_Category values that make a code point a combining mark
// (UnicodeData.txt; UTS #46 §4.1 criterion 6), the Bidi_Class values of
// RFC 5893 (extracted/DerivedBidiClass.txt) and the Joining_Type values
// of RFC 5892 Appendix A (extracted/DerivedJoiningType.txt).
//
// Usage, from internal/idna:
//
//	go run ./gen -ucd /usr/share/unicode -mapping mappingTable.json -version 16.0.0
//
// go generate runs it so, with -ucd from $UCD (when empty,
// /usr/share/unicode) and -mapping from $IDNA_MAPPING_TABLE.
//
// Where to get the files, for Unicode 16.0.0:
//
//   - the Character Database: Debian's package unicode-data 16.0.0-1
//     (http://deb.debian.org/debian/pool/main/u/unicode-data/unicode-data_16.0.0-1_all.deb;
//     dpkg-deb -x puts it in usr/share/unicode of the folder named), or
//     the ucd/ folder of https://www.unicode.org/Public/16.0.0/;
//   - the mapping table: IdnaMappingTable.txt from
//     https://www.unicode.org/Public/idna/16.0.0/, or the same table as
//     JSON in the npm package tr46 5.1.1 (npm pack tr46@5.1.1; the file is
//     package/lib/mappingTable.json, and package.json's unicodeVersion
//     says 16.0.0). The file's name ending in .json says which.
//
// The version given must be the one in the headers of the UCD files and
// of IdnaMappingTable.txt (or in tr46's package.json, when it is next to
// lib/mappingTable.json), so that every table comes from one version of
// Unicode. UnicodeData.txt has no header: it must come with the others.
// The output is tables<version>.go in the current folder, or the file
// named by -o.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

const maxRune = 0x10FFFF

// The statuses of UTS #46 §5, numbered as the tables of package idna
// number them (status in tables.go).
const (
	disallowed = iota
	valid
	mapped
	deviation
	ignored
)

// statusNames numbers the statuses of IdnaMappingTable.txt. The tables
// before Unicode 16.0 have two more, disallowed_STD3_valid and
// disallowed_STD3_mapped, which UTS #46 16.0 replaced with valid and
// mapped, checking UseSTD3ASCIIRules on the ASCII of a label instead
// (§4.1 criterion 7); they are read so.
var statusNames = map[string]int{
	"disallowed":             disallowed,
	"valid":                  valid,
	"mapped":                 mapped,
	"deviation":              deviation,
	"ignored":                ignored,
	"disallowed_STD3_valid":  valid,
	"disallowed_STD3_mapped": mapped,
}

// jsonStatus numbers the statuses as tr46's lib/statusMapping.js does in
// its mappingTable.json: 4 and 5, disallowed_STD3_valid and
// disallowed_STD3_mapped in the tables before Unicode 16.0, are read as
// statusNames reads them.
var jsonStatus = map[int]int{
	1: mapped, 2: valid, 3: disallowed, 4: valid, 5: mapped, 6: deviation,
	7: ignored,
}

// The Bidi_Class values that RFC 5893 §2 names, numbered as bidi in
// tables.go; every other class is bidiOther.
var bidiNames = map[string]int{
	"L": 1, "R": 2, "AL": 3, "AN": 4, "EN": 5, "ES": 6, "CS": 7, "ET": 8,
	"ON": 9, "BN": 10, "NSM": 11,
}

// The Joining_Type values of RFC 5892 Appendix A, numbered as joining in
// tables.go; U (Non_Joining) is 0.
var joiningNames = map[string]int{"U": 0, "D": 1, "L": 2, "R": 3, "T": 4, "C": 5}

// The NFC_Quick_Check values (UAX #15 §9), numbered as in tables.go.
const (
	qcYes = iota
	qcMaybe
	qcNo
)

// point holds what the tables say of one code point.
type point struct {
	status  int
	mapping string // for mapped
	bidi    int
	joining int
	ccc     int
	qc      int
	mark    bool   // General_Category Mn, Mc or Me
	decomp  []rune // the full canonical decomposition, or nil
}

func main() {
	log.SetFlags(0)
	log.SetPrefix("gen: ")
	ucd := flag.String("ucd", "/usr/share/unicode", "the `folder` of the Unicode Character Database")
	mapping := flag.String("mapping", "", "the UTS #46 mapping `table`: IdnaMappingTable.txt, or tr46's mappingTable.json")
	version := flag.String("version", "", "the Unicode `version` of the files, such as 16.0.0")
	out := flag.String("o", "", "the output `file` (default tables<version>.go)")
	flag.Parse()
	if *ucd == "" { // go generate with $UCD unset
		*ucd = "/usr/share/unicode"
	}
	if *mapping == "" || *version == "" {
		log.Fatal("-mapping and -version are required; see go doc ./gen")
	}
	if *out == "" {
		*out = "tables" + *version + ".go"
	}
	src, err := generate(*ucd, *mapping, *version)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
}

// generate reads the files and returns the Go source of the tables.
func generate(ucd, mappingFile, version string) ([]byte, error) {
	points := make([]point, maxRune+1)
	for _, name := range []string{"extracted/DerivedBidiClass.txt", "extracted/DerivedJoiningType.txt", "CompositionExclusions.txt"} {
		if err := checkVersion(filepath.Join(ucd, name), version); err != nil {
			return nil, err
		}
	}
	if err := checkMappingVersion(mappingFile, version); err != nil {
		return nil, err
	}
	if err := readMapping(mappingFile, points); err != nil {
		return nil, err
	}
	if err := readProperty(filepath.Join(ucd, "extracted/DerivedBidiClass.txt"), bidiNames, func(r rune, v int) { points[r].bidi = v }); err != nil {
		return nil, err
	}
	if err := readProperty(filepath.Join(ucd, "extracted/DerivedJoiningType.txt"), joiningNames, func(r rune, v int) { points[r].joining = v }); err != nil {
		return nil, err
	}
	comps, err := readNormalization(ucd, points)
	if err != nil {
		return nil, err
	}
	return write(points, comps, version)
}

// checkVersion checks that the header of a Unicode data file, its first
// lines of comments, names version: in the file's name on the first line,
// as "# DerivedBidiClass-16.0.0.txt" does, or on a line of its own, as
// "# Version: 17.0.0" does in files that have none there.
func checkVersion(path, version string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	first := ""
	for n := 0; sc.Scan() && strings.HasPrefix(sc.Text(), "#"); n++ {
		line := sc.Text()
		if n == 0 {
			first = line
		}
		if n == 0 && strings.Contains(line, "-"+version+".txt") ||
			slices.Equal(strings.Fields(line), []string{"#", "Version:", version}) {
			return nil
		}
	}
	return fmt.Errorf("%s: header %q... does not name version %s", path, first, version)
}

// checkMappingVersion checks that the mapping table is of version:
// IdnaMappingTable.txt names it on its first line, and tr46 in the
// unicodeVersion of its package.json, next to the lib/ folder of
// mappingTable.json, when that is there.
func checkMappingVersion(path, version string) error {
	if !strings.HasSuffix(path, ".json") {
		return checkVersion(path, version)
	}
	pkg := filepath.Join(filepath.Dir(path), "..", "package.json")
	data, err := os.ReadFile(pkg)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	} else if err != nil {
		return err
	}
	var meta struct {
		UnicodeVersion string `json:"unicodeVersion"`
	}
	if err := json.Unmarshal(data, &meta); err != nil {
		return fmt.Errorf("%s: %v", pkg, err)
	}
	if meta.UnicodeVersion != version {
		return fmt.Errorf("%s: unicodeVersion %q is not version %s", pkg, meta.UnicodeVersion, version)
	}
	return nil
}

// eachLine calls fn with the fields, split at ";" and trimmed, of each line
// of the file at path that is not empty or a comment. A "# @missing:" line
// is given to fn too, without its "# @missing:".
func eachLine(path string, fn func(fields []string) error) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	for n, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "# @missing:"); ok {
			line = rest
		} else if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		fields := strings.Split(line, ";")
		for i := range fields {
			fields[i] = strings.TrimSpace(fields[i])
		}
		if err := fn(fields); err != nil {
			return fmt.Errorf("%s:%d: %v", path, n+1, err)
		}
	}
	return nil
}

// parseRange reads "0041" or "0041..005A".
func parseRange(s string) (lo, hi rune, err error) {
	a, b, ok := strings.Cut(s, "..")
	if !ok {
		b = a
	}
	x, err1 := strconv.ParseUint(a, 16, 32)
	y, err2 := strconv.ParseUint(b, 16, 32)
	if err := errors.Join(err1, err2); err != nil || x > y || y > maxRune {
		return 0, 0, fmt.Errorf("bad range %q", s)
	}
	return rune(x), rune(y), nil
}

// parseRunes reads code points written as hexadecimal numbers separated
// by spaces.
func parseRunes(s string) ([]rune, error) {
	var rs []rune
	for _, f := range strings.Fields(s) {
		x, err := strconv.ParseUint(f, 16, 32)
		if err != nil || x > maxRune {
			return nil, fmt.Errorf("bad code point %q", f)
		}
		rs = append(rs, rune(x))
	}
	return rs, nil
}

// readMapping reads the UTS #46 mapping table, as Unicode writes it
// (IdnaMappingTable.txt) or as tr46 writes it (JSON), into points. Code
// points it does not list are disallowed.
func readMapping(path string, points []point) error {
	if strings.HasSuffix(path, ".json") {
		return readMappingJSON(path, points)
	}
	return eachLine(path, func(f []string) error {
		lo, hi, err := parseRange(f[0])
		if err != nil {
			return err
		}
		status, ok := statusNames[f[1]]
		if !ok {
			return fmt.Errorf("unknown status %q", f[1])
		}
		var m []rune
		if len(f) > 2 {
			if m, err = parseRunes(f[2]); err != nil {
				return err
			}
		}
		return setMapping(points, lo, hi, status, string(m))
	})
}

// readMappingJSON reads the UTS #46 mapping table as tr46 writes it: an
// array of rows [code point or [first, last], status, mapping].
func readMappingJSON(path string, points []point) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var rows [][]json.RawMessage
	if err := json.Unmarshal(data, &rows); err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	for _, row := range rows {
		lo, hi, status, m, err := parseJSONRow(row)
		if err != nil {
			return fmt.Errorf("%s: %v", path, err)
		}
		if err := setMapping(points, lo, hi, status, m); err != nil {
			return err
		}
	}
	return nil
}

// parseJSONRow reads one row of tr46's mapping table: the code points
// from lo to hi, their status, and their mapping ("" when there is none).
func parseJSONRow(row []json.RawMessage) (lo, hi rune, status int, m string, err error) {
	var one rune
	var pair [2]rune
	if json.Unmarshal(row[0], &one) == nil {
		lo, hi = one, one
	} else if err := json.Unmarshal(row[0], &pair); err == nil {
		lo, hi = pair[0], pair[1]
	} else {
		return 0, 0, 0, "", fmt.Errorf("bad row %s", row[0])
	}
	var code int
	if err := json.Unmarshal(row[1], &code); err != nil {
		return 0, 0, 0, "", fmt.Errorf("bad status %s", row[1])
	}
	status, ok := jsonStatus[code]
	if !ok {
		return 0, 0, 0, "", fmt.Errorf("unknown status %d", code)
	}
	if len(row) > 2 {
		if err := json.Unmarshal(row[2], &m); err != nil {
			return 0, 0, 0, "", fmt.Errorf("bad mapping %s", row[2])
		}
	}
	return lo, hi, status, m, nil
}

// setMapping gives the code points from lo to hi the status, and the
// mapping when the status is mapped, which must have one.
func setMapping(points []point, lo, hi rune, status int, mapping string) error {
	if status == mapped && mapping == "" {
		return fmt.Errorf("%04X..%04X: status %d with mapping %q", lo, hi, status, mapping)
	}
	for r := lo; r <= hi; r++ {
		points[r].status = status
		if status == mapped {
			points[r].mapping = mapping
		}
	}
	return nil
}

// readProperty reads a derived property file of the UCD, its @missing
// lines first as they come, into set; a value not in names is 0.
func readProperty(path string, names map[string]int, set func(r rune, v int)) error {
	return eachLine(path, func(f []string) error {
		lo, hi, err := parseRange(f[0])
		if err != nil {
			return err
		}
		v := names[f[1]]
		if long, ok := longNames[f[1]]; ok {
			v = names[long]
		}
		for r := lo; r <= hi; r++ {
			set(r, v)
		}
		return nil
	})
}

// longNames gives the short value names for the long ones that @missing
// lines use.
var longNames = map[string]string{
	"Left_To_Right": "L", "Right_To_Left": "R", "Arabic_Letter": "AL",
	"European_Terminator": "ET", "Non_Joining": "U",
}

// composition is one primary composite of UAX #15: first and second
// compose to composite.
type composition struct{ first, second, composite rune }

// readNormalization reads the canonical combining classes and
// decompositions of UnicodeData.txt and the exclusions of
// CompositionExclusions.txt into points (ccc, decomp, qc), and returns the
// primary composites, sorted: the data of UAX #15 that NFC needs. It
// reads the combining marks of UnicodeData.txt into points too (mark).
func readNormalization(ucd string, points []point) ([]composition, error) {
	single, err := readUnicodeData(filepath.Join(ucd, "UnicodeData.txt"), points)
	if err != nil {
		return nil, err
	}
	excluded, err := readExclusions(filepath.Join(ucd, "CompositionExclusions.txt"))
	if err != nil {
		return nil, err
	}
	comps, err := primaryComposites(single, excluded, points)
	if err != nil {
		return nil, err
	}
	for _, c := range comps {
		points[c.second].qc = qcMaybe
	}
	// Hangul vowels and trailing consonants compose with what precedes
	// them (UAX #15 §9, Unicode §3.12).
	for r := rune(0x1161); r <= 0x1175; r++ {
		points[r].qc = qcMaybe
	}
	for r := rune(0x11A8); r <= 0x11C2; r++ {
		points[r].qc = qcMaybe
	}
	// So does a composite whose decomposition starts with one of those,
	// such as U+16D68 (U+16D67 U+16D67) of Unicode 16.0: its NFC_QC is
	// Maybe too (DerivedNormalizationProps.txt).
	for r := range points {
		if d := points[r].decomp; d != nil && points[r].qc == qcYes && points[d[0]].qc == qcMaybe {
			points[r].qc = qcMaybe
		}
	}
	slices.SortFunc(comps, func(a, b composition) int {
		if a.first != b.first {
			return int(a.first - b.first)
		}
		return int(a.second - b.second)
	})
	return comps, nil
}

// readUnicodeData reads UnicodeData.txt at path: the canonical combining
// class of each code point into points, whether it is a combining mark
// (General_Category M: Mn, Mc or Me), and the canonical decomposition
// mappings, one level, which it returns.
func readUnicodeData(path string, points []point) (map[rune][]rune, error) {
	single := map[rune][]rune{}
	var rangeStart rune = -1
	err := eachLine(path, func(f []string) error {
		if len(f) < 6 {
			return fmt.Errorf("%d fields", len(f))
		}
		lo, _, err := parseRange(f[0])
		if err != nil {
			return err
		}
		ccc, err := strconv.Atoi(f[3])
		if err != nil {
			return err
		}
		hi := lo
		if strings.HasSuffix(f[1], ", First>") {
			rangeStart = lo
			return nil
		} else if strings.HasSuffix(f[1], ", Last>") {
			lo, rangeStart = rangeStart, -1
		}
		for r := lo; r <= hi; r++ {
			points[r].ccc = ccc
			points[r].mark = strings.HasPrefix(f[2], "M")
		}
		if d := f[5]; d != "" && !strings.HasPrefix(d, "<") {
			rs, err := parseRunes(d)
			if err != nil {
				return err
			}
			single[lo] = rs
		}
		return nil
	})
	return single, err
}

// readExclusions reads the code points that CompositionExclusions.txt at
// path lists.
func readExclusions(path string) (map[rune]bool, error) {
	excluded := map[rune]bool{}
	err := eachLine(path, func(f []string) error {
		lo, hi, err := parseRange(f[0])
		for r := lo; r <= hi && err == nil; r++ {
			excluded[r] = true
		}
		return err
	})
	return excluded, err
}

// primaryComposites sets the full canonical decomposition of each code
// point that has one in points, and NFC_Quick_Check No for those that
// never compose (UAX #15 §3, full composition exclusion), and returns the
// others: the primary composites, in no order.
func primaryComposites(single map[rune][]rune, excluded map[rune]bool, points []point) ([]composition, error) {
	var comps []composition
	for r, d := range single {
		points[r].decomp = fullDecomposition(single, r)
		// Full composition exclusion: listed, a singleton, or a
		// non-starter decomposition.
		if excluded[r] || len(d) == 1 || points[r].ccc != 0 || points[d[0]].ccc != 0 {
			points[r].qc = qcNo
			continue
		}
		if len(d) != 2 {
			return nil, fmt.Errorf("U+%04X: canonical decomposition of %d code points composes", r, len(d))
		}
		comps = append(comps, composition{d[0], d[1], r})
	}
	return comps, nil
}

// fullDecomposition returns the full canonical decomposition of r from
// the mappings of one level in single: r itself when it has none.
func fullDecomposition(single map[rune][]rune, r rune) []rune {
	d, ok := single[r]
	if !ok {
		return []rune{r}
	}
	var out []rune
	for _, c := range d {
		out = append(out, fullDecomposition(single, c)...)
	}
	return out
}

// The layout of a value of the trie, as tables.go reads it: the status in
// the low bits, then the number of the mapping (mapped) or of the
// properties in props (the others). A
// property value holds the Bidi_Class, the Joining_Type, NFC_Quick_Check,
// the canonical combining class, whether the code point is a combining
// mark, and the number of its canonical decomposition (0: none).
const (
	statusBits  = 3
	payloadBits = 16 - statusBits
	joinShift   = 4
	qcShift     = joinShift + 3
	cccShift    = qcShift + 2
	markShift   = cccShift + 8
	decompShift = markShift + 1
	// The trie: cp>>rootShift indexes the root, whose entry picks a block
	// of the middle level; (cp>>leafBits)&(middleSize-1) within it picks a
	// block of leafSize entries, indexed by cp&(leafSize-1).
	leafBits   = 5
	leafSize   = 1 << leafBits
	middleBits = 7
	middleSize = 1 << middleBits
	rootShift  = leafBits + middleBits
)

// write returns the Go source of the tables.
func write(points []point, comps []composition, version string) ([]byte, error) {
	t := tables{mappingIndex: []int{0}, mappingOf: map[string]int{}, decompIndex: []int{0}, propOf: map[uint32]int{}}
	values := make([]int, maxRune+1) // the trie's value for each code point
	for r := range points {
		k := t.payload(&points[r])
		if k >= 1<<payloadBits {
			return nil, fmt.Errorf("U+%04X: %d mappings or properties: more than a value holds", r, k)
		}
		values[r] = points[r].status | k<<statusBits
	}
	if len(t.decompIndex) >= 1<<(32-decompShift) {
		return nil, errors.New("too many decompositions for a property value")
	}
	// The leaf blocks, shared when equal, then the middle blocks.
	leaves, leafIndex := shareBlocks(values, leafSize)
	middles, root := shareBlocks(leafIndex, middleSize)
	src := t.source(version, root, middles, leaves, comps)
	fmt.Fprintf(os.Stderr, "gen: %d property values, %d leaf blocks, %d middle blocks, %d mappings (%d bytes), %d decompositions, %d compositions\n",
		len(t.props), len(leaves)/leafSize, len(middles)/middleSize, len(t.mappingIndex)-1, t.mappingData.Len(), len(t.decompIndex)-1, len(comps))
	return format.Source(src)
}

// tables holds the mappings, decompositions and property values that
// write numbers as it reads the code points.
type tables struct {
	mappingData  strings.Builder
	mappingIndex []int
	mappingOf    map[string]int
	decompData   []rune
	decompIndex  []int
	props        []uint32
	propOf       map[uint32]int
}

// payload returns what the value of the code point p holds besides its
// status: the number of its mapping (mapped), each mapping written once,
// or of its property value, each distinct value stored once.
func (t *tables) payload(p *point) int {
	if p.status == mapped {
		k, ok := t.mappingOf[p.mapping]
		if !ok {
			t.mappingData.WriteString(p.mapping)
			k = len(t.mappingIndex) - 1
			t.mappingIndex = append(t.mappingIndex, t.mappingData.Len())
			t.mappingOf[p.mapping] = k
		}
		return k
	}
	v := uint32(p.bidi) | uint32(p.joining)<<joinShift |
		uint32(p.qc)<<qcShift | uint32(p.ccc)<<cccShift
	if p.mark {
		v |= 1 << markShift
	}
	if p.decomp != nil {
		t.decompData = append(t.decompData, p.decomp...)
		t.decompIndex = append(t.decompIndex, len(t.decompData))
		v |= uint32(len(t.decompIndex)-1) << decompShift
	}
	k, ok := t.propOf[v]
	if !ok {
		k = len(t.props)
		t.props = append(t.props, v)
		t.propOf[v] = k
	}
	return k
}

// shareBlocks cuts xs into blocks of size entries and stores each
// distinct block once. It returns the blocks stored, one after the
// other, and for each block of xs the number of the one stored.
func shareBlocks(xs []int, size int) (blocks, index []int) {
	blockOf := map[string]int{}
	index = make([]int, len(xs)/size)
	for b := range index {
		block := xs[b*size : (b+1)*size]
		key := fmt.Sprint(block)
		k, ok := blockOf[key]
		if !ok {
			k = len(blocks) / size
			blocks = append(blocks, block...)
			blockOf[key] = k
		}
		index[b] = k
	}
	return blocks, index
}

// source returns the Go source, not yet formatted, of the tables: the
// three levels of the trie, the property values, the mappings, the
// decompositions and the compositions.
func (t *tables) source(version string, root, middles, leaves []int, comps []composition) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by \"go run ./gen\" from Unicode %s data; DO NOT EDIT.\n\n", version)
	fmt.Fprintf(&b, "package idna\n\n")
	fmt.Fprintf(&b, "// UnicodeVersion is the version of Unicode the tables come from: the\n")
	fmt.Fprintf(&b, "// IDNA Mapping Table of UTS #46 and the Unicode Character Database\n")
	fmt.Fprintf(&b, "// (UnicodeData.txt, for decompositions, combining classes and\n")
	fmt.Fprintf(&b, "// combining marks; CompositionExclusions.txt, DerivedBidiClass.txt,\n")
	fmt.Fprintf(&b, "// DerivedJoiningType.txt) of that version.\n")
	fmt.Fprintf(&b, "const UnicodeVersion = %q\n\n", version)
	writeInts(&b, "trieRoot", "uint8", "the first level of the trie: a block of trieMiddle for each 4,096 code points", root)
	writeInts(&b, "trieMiddle", "uint16", "the second level: blocks of 128, each entry a block of trieLeaf for 32 code points", middles)
	writeInts(&b, "trieLeaf", "uint16", "the third level: blocks of 32 values, one for each code point", leaves)
	writeInts(&b, "props", "uint32", "the distinct property values", toInts(t.props))
	fmt.Fprintf(&b, "// mappingData holds the mappings of UTS #46 §5, one after the other;\n// mapping k is mappingData[mappingIndex[k]:mappingIndex[k+1]].\n")
	fmt.Fprintf(&b, "const mappingData = %s\n\n", quoteLong(t.mappingData.String()))
	writeInts(&b, "mappingIndex", "uint16", "where each mapping starts in mappingData", t.mappingIndex)
	writeInts(&b, "decompData", "int32", "the full canonical decompositions, one after the other; decomposition k\n// is decompData[decompIndex[k-1]:decompIndex[k]]", toInts(t.decompData))
	writeInts(&b, "decompIndex", "uint16", "where each decomposition ends in decompData", t.decompIndex)
	fmt.Fprintf(&b, "// compositions lists the primary composites of UAX #15, sorted by their\n// first and second code points.\n")
	fmt.Fprintf(&b, "var compositions = [...]composition{\n")
	for _, c := range comps {
		fmt.Fprintf(&b, "\t{0x%04X, 0x%04X, 0x%04X},\n", c.first, c.second, c.composite)
	}
	fmt.Fprintf(&b, "}\n")
	return b.Bytes()
}

func toInts[T rune | uint32](xs []T) []int {
	out := make([]int, len(xs))
	for i, x := range xs {
		out[i] = int(x)
	}
	return out
}

// writeInts writes a Go array of integers, sixteen to a line.
func writeInts(b *bytes.Buffer, name, typ, doc string, xs []int) {
	fmt.Fprintf(b, "// %s is %s.\n", name, doc)
	fmt.Fprintf(b, "var %s = [%d]%s{", name, len(xs), typ)
	for i, x := range xs {
		if i%16 == 0 {
			b.WriteString("\n")
		}
		if typ == "uint32" || typ == "int32" {
			fmt.Fprintf(b, "0x%X,", x)
		} else {
			fmt.Fprintf(b, "%d,", x)
		}
	}
	b.WriteString("\n}\n\n")
}

// quoteLong writes s as a concatenation of quoted strings of about 64
// octets each, cut between characters.
func quoteLong(s string) string {
	var parts []string
	for len(s) > 0 {
		n := 0
		for n < len(s) && n < 64 {
			_, size := utf8.DecodeRuneInString(s[n:])
			n += size
		}
		parts = append(parts, strconv.Quote(s[:n]))
		s = s[n:]
	}
	if len(parts) == 0 {
		return `""`
	}
	return strings.Join(parts, " +\n\t")
}
