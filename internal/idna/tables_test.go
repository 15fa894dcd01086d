package idna

import (
	"bytes"
	"cmp"
	"compress/bzip2"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/uriref/uri/internal/syntax"
)

// ucdDir returns the folder of the Unicode Character Database that the
// tests read when it is there: $UCD, or /usr/share/unicode, where Debian's
// package unicode-data puts it.
func ucdDir() string { return cmp.Or(os.Getenv("UCD"), "/usr/share/unicode") }

// ucdVersion returns the version of Unicode that the UCD in the folder
// dir is of, as the first line of its extracted/DerivedBidiClass.txt
// names it ("# DerivedBidiClass-16.0.0.txt"), or "" when it cannot tell.
func ucdVersion(dir string) string {
	f, err := os.Open(filepath.Join(dir, "extracted", "DerivedBidiClass.txt"))
	if err != nil {
		return ""
	}
	defer f.Close()
	var buf [64]byte
	n, _ := io.ReadFull(f, buf[:])
	line, _, _ := strings.Cut(string(buf[:n]), "\n")
	v, ok := strings.CutPrefix(strings.TrimSpace(line), "# DerivedBidiClass-")
	if v, ok2 := strings.CutSuffix(v, ".txt"); ok && ok2 {
		return v
	}
	return ""
}

// TestTablesGenerated checks that the committed tables are what the
// generator writes from Unicode's files, when they are here: the UCD in
// $UCD (or /usr/share/unicode), of the tables' version, and the mapping
// table of UTS #46 named by $IDNA_MAPPING_TABLE (see go doc ./gen for
// where to get them).
func TestTablesGenerated(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the generator is built and run")
	}
	ucd, mapping := ucdDir(), os.Getenv("IDNA_MAPPING_TABLE")
	if mapping == "" {
		t.Skip("$IDNA_MAPPING_TABLE does not name the UTS #46 mapping table (IdnaMappingTable.txt, or tr46's mappingTable.json)")
	}
	for _, f := range []string{mapping, filepath.Join(ucd, "UnicodeData.txt")} {
		if _, err := os.Stat(f); err != nil {
			t.Skipf("no Unicode data: %v", err)
		}
	}
	if v := ucdVersion(ucd); v != UnicodeVersion {
		t.Skipf("the UCD in %s is of Unicode %q, the tables of %s: set $UCD", ucd, v, UnicodeVersion)
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to run the generator")
	}
	out := filepath.Join(t.TempDir(), "tables.go")
	cmd := exec.Command(goTool, "run", "./gen", "-ucd", ucd, "-mapping", mapping, "-version", UnicodeVersion, "-o", out)
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go run ./gen: %v\n%s", err, msg)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("tables" + UnicodeVersion + ".go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("tables%s.go is not what go run ./gen writes from %s and %s: run go generate", UnicodeVersion, ucd, mapping)
	}
}

// TestFullStops checks that the code points UTS #46 maps to "." are the
// full stops that internal/syntax knows (RFC 3490 §3.1), which package
// iri writes as "." in a host when it maps an IRI to a URI.
func TestFullStops(t *testing.T) {
	for r := rune(0x80); r <= 0x10FFFF; r++ {
		v := lookup(r)
		dot := v.status() == mapped && v.mapping() == "."
		if dot != syntax.IsFullStop(r) {
			t.Errorf("U+%04X: UTS #46 maps it to %q, syntax.IsFullStop says %v", r, v.mapping(), syntax.IsFullStop(r))
		}
	}
}

// TestMarks checks the property that UTS #46 §4.1 criterion 6 reads,
// "General_Category=Mark", on code points whose category UnicodeData.txt
// gives: Mn, Mc and Me are marks, the others not.
func TestMarks(t *testing.T) {
	for _, tt := range []struct {
		r    rune
		mark bool
	}{
		{0x0301, true},  // COMBINING ACUTE ACCENT, Mn
		{0x3099, true},  // COMBINING KATAKANA-HIRAGANA VOICED SOUND MARK, Mn
		{0x0903, true},  // DEVANAGARI SIGN VISARGA, Mc
		{0x0488, true},  // COMBINING CYRILLIC HUNDRED THOUSANDS SIGN, Me
		{0x20DD, true},  // COMBINING ENCLOSING CIRCLE, Me
		{'a', false},    // Ll
		{0x00B7, false}, // MIDDLE DOT, Po
		{0x0905, false}, // DEVANAGARI LETTER A, Lo
		{0x200C, false}, // ZERO WIDTH NON-JOINER, Cf
	} {
		if got := lookup(tt.r).props().mark(); got != tt.mark {
			t.Errorf("U+%04X: mark() = %v, want %v", tt.r, got, tt.mark)
		}
	}
}

// TestQuickCheck checks the NFC_Quick_Check values that the generator
// derives (UAX #15 §9) against DerivedNormalizationProps.txt of the UCD,
// when it is here and of the tables' version, on every code point that
// is not mapped: No and Maybe as listed, Yes for the others.
func TestQuickCheck(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(ucdDir(), "DerivedNormalizationProps.txt"))
	if err != nil {
		t.Skipf("no DerivedNormalizationProps.txt: %v", err)
	}
	if !bytes.HasPrefix(data, []byte("# DerivedNormalizationProps-"+UnicodeVersion+".txt")) {
		t.Skipf("DerivedNormalizationProps.txt is not of Unicode %s", UnicodeVersion)
	}
	want := make([]uint8, utf8.MaxRune+1) // qcYes
	for n, line := range strings.Split(string(data), "\n") {
		f := strings.Split(strings.TrimSpace(strings.Split(line, "#")[0]), ";")
		if len(f) < 3 || strings.TrimSpace(f[1]) != "NFC_QC" {
			continue
		}
		lo, hi, _ := strings.Cut(strings.TrimSpace(f[0]), "..")
		if hi == "" {
			hi = lo
		}
		a, err1 := strconv.ParseUint(lo, 16, 32)
		b, err2 := strconv.ParseUint(hi, 16, 32)
		if err1 != nil || err2 != nil {
			t.Fatalf("DerivedNormalizationProps.txt:%d: bad range %q", n+1, f[0])
		}
		qc := uint8(qcNo)
		if strings.TrimSpace(f[2]) == "M" {
			qc = qcMaybe
		}
		for r := a; r <= b; r++ {
			want[r] = qc
		}
	}
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if v := lookup(r); !v.isMapped() && v.props().qc() != want[r] {
			t.Errorf("U+%04X: NFC_QC %d, want %d", r, v.props().qc(), want[r])
		}
	}
}

// TestNFC checks nfc against NormalizationTest.txt of the UCD, when it is
// here, on the lines whose code points the mapping leaves (the ones nfc is
// for): c2 is the NFC form of c1, c2 and c3 (UAX #15 §10 and the file's
// header).
func TestNFC(t *testing.T) {
	f, err := os.Open(filepath.Join(ucdDir(), "NormalizationTest.txt"))
	var r io.Reader = f
	if err != nil {
		if f, err = os.Open(filepath.Join(ucdDir(), "NormalizationTest.txt.bz2")); err != nil {
			t.Skipf("no NormalizationTest.txt: %v", err)
		}
		r = bzip2.NewReader(f)
	}
	defer f.Close()
	data, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(data, []byte("NormalizationTest-"+UnicodeVersion+".txt")) {
		t.Skipf("NormalizationTest.txt is not of Unicode %s", UnicodeVersion)
	}
	tested := 0
	for n, line := range strings.Split(string(data), "\n") {
		if line == "" || line[0] == '#' || line[0] == '@' {
			continue
		}
		cols := strings.Split(line, ";")
		var c [3][]rune
		kept := true
		for i := range c {
			for _, f := range strings.Fields(cols[i]) {
				x, err := strconv.ParseUint(f, 16, 32)
				if err != nil {
					t.Fatalf("NormalizationTest.txt:%d: %v", n+1, err)
				}
				c[i] = append(c[i], rune(x))
				if s := lookup(rune(x)).status(); s == mapped || s == ignored {
					kept = false
				}
			}
		}
		if !kept {
			continue
		}
		tested++
		for i := range c {
			if got := nfc(c[i], nil); string(got) != string(c[1]) {
				t.Errorf("NormalizationTest.txt:%d: NFC(c%d %U) = %U, want %U", n+1, i+1, c[i], got, c[1])
			}
			if yes, sure := isNFC(c[i]); sure && yes != (string(c[i]) == string(c[1])) {
				t.Errorf("NormalizationTest.txt:%d: isNFC(c%d %U) = %v, sure", n+1, i+1, c[i], yes)
			}
		}
	}
	t.Logf("%d lines tested", tested)
}
