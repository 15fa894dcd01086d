package idna

import "unicode/utf8"

//go:generate go run ./gen -ucd=$UCD -mapping=$IDNA_MAPPING_TABLE -version=16.0.0

// status is the status of a code point in the IDNA Mapping Table (UTS #46
// §5), numbered as the generator numbers it.
type status uint8

const (
	disallowed status = iota
	valid
	mapped
	deviation
	ignored
)

// value is what the trie holds for one code point: its status in the low
// three bits, then the number of its mapping (mapped) or of its
// properties in props (the others).
type value uint16

// lookup returns the value of r, by the three levels of the trie: 4,096
// code points for each entry of trieRoot, 32 for each of trieMiddle. A
// value out of Unicode's range is disallowed.
func lookup(r rune) value {
	if uint32(r) > utf8.MaxRune {
		return value(disallowed)
	}
	m := trieMiddle[int(trieRoot[r>>12])<<7|int(r>>5)&127]
	return value(trieLeaf[int(m)<<5|int(r)&31])
}

func (v value) status() status { return status(v & 7) }

// isMapped reports whether v holds a mapping rather than properties.
func (v value) isMapped() bool { return v.status() == mapped }

// mapping returns the mapping of a mapped code point.
func (v value) mapping() string {
	k := v >> 3
	return mappingData[mappingIndex[k]:mappingIndex[k+1]]
}

// props returns the properties of a code point that is not mapped, and
// the zero properties of one that is: a mapped code point never reaches
// the steps after the mapping.
func (v value) props() prop {
	if v.isMapped() {
		return 0
	}
	return prop(props[v>>3])
}

// prop holds the properties of a code point that the steps after the
// mapping need: its Bidi_Class (RFC 5893), Joining_Type (RFC 5892
// Appendix A), NFC_Quick_Check and canonical combining class (UAX #15),
// whether it is a combining mark (UTS #46 §4.1 criterion 6), and the
// number of its canonical decomposition.
type prop uint32

// bidiClass is a Bidi_Class, as far as RFC 5893 §2 tells them apart.
type bidiClass uint8

const (
	bidiOther bidiClass = iota
	bidiL
	bidiR
	bidiAL
	bidiAN
	bidiEN
	bidiES
	bidiCS
	bidiET
	bidiON
	bidiBN
	bidiNSM
)

// joiningType is a Joining_Type value: U (Non_Joining) is 0.
type joiningType uint8

const (
	joiningU joiningType = iota
	joiningD
	joiningL
	joiningR
	joiningT
	joiningC
)

// The NFC_Quick_Check values (UAX #15 §9).
const (
	qcYes = iota
	qcMaybe
	qcNo
)

func (p prop) bidi() bidiClass      { return bidiClass(p & 15) }
func (p prop) joining() joiningType { return joiningType(p >> 4 & 7) }
func (p prop) qc() uint8            { return uint8(p >> 7 & 3) }
func (p prop) ccc() uint8           { return uint8(p >> 9) }

// mark reports whether the code point is a combining mark: its
// General_Category is Mn, Mc or Me.
func (p prop) mark() bool { return p>>17&1 != 0 }

// decomposition returns the full canonical decomposition of the code
// point, or nil when it has none (Hangul syllables aside, which decompose
// by rule).
func (p prop) decomposition() []rune {
	k := p >> 18
	if k == 0 {
		return nil
	}
	return decompData[decompIndex[k-1]:decompIndex[k]]
}

// composition is one primary composite of UAX #15: first and second
// compose to composite.
type composition struct{ first, second, composite rune }
