package idna

// contextJ reports whether every U+200C ZERO WIDTH NON-JOINER and U+200D
// ZERO WIDTH JOINER of the label rs satisfies its rule of RFC 5892
// Appendix A:
//
//	A.1 ZERO WIDTH NON-JOINER
//	  If Canonical_Combining_Class(Before(cp)) .eq. Virama Then True;
//	  If RegExpMatch((Joining_Type:{L,D})(Joining_Type:T)*\u200C
//	     (Joining_Type:T)*(Joining_Type:{R,D})) Then True;
//	A.2 ZERO WIDTH JOINER
//	  If Canonical_Combining_Class(Before(cp)) .eq. Virama Then True;
//
// Virama is the canonical combining class 9.
func contextJ(rs []rune) bool {
	for i, r := range rs {
		if r != 0x200C && r != 0x200D {
			continue
		}
		if i > 0 && lookup(rs[i-1]).props().ccc() == 9 {
			continue
		}
		if r == 0x200D || !joinsBothSides(rs, i) {
			return false
		}
	}
	return true
}

// joinsBothSides reports whether the U+200C at rs[i] has a code point of
// Joining_Type L or D before it and one of R or D after it, with only
// code points of type T between (RFC 5892 Appendix A.1).
func joinsBothSides(rs []rune, i int) bool {
	before := false
	for j := i - 1; j >= 0; j-- {
		t := lookup(rs[j]).props().joining()
		if t != joiningT {
			before = t == joiningL || t == joiningD
			break
		}
	}
	if !before {
		return false
	}
	for _, r := range rs[i+1:] {
		t := lookup(r).props().joining()
		if t != joiningT {
			return t == joiningR || t == joiningD
		}
	}
	return false
}

// bidiLabel follows the six conditions of RFC 5893 §2 over the classes of
// a label's code points, given in order to add:
//
//  1. The first character must be a character with Bidi property L, R,
//     or AL. If it has the R or AL property, it is an RTL label; if it
//     has the L property, it is an LTR label.
//  2. In an RTL label, only characters with the Bidi properties R, AL,
//     AN, EN, ES, CS, ET, ON, BN, or NSM are allowed.
//  3. In an RTL label, the end of the label must be a character with
//     Bidi property R, AL, EN, or AN, followed by zero or more
//     characters with Bidi property NSM.
//  4. In an RTL label, if an EN is present, no AN may be present, and
//     vice versa.
//  5. In an LTR label, only characters with the Bidi properties L, EN,
//     ES, CS, ET, ON, BN, or NSM are allowed.
//  6. In an LTR label, the end of the label must be a character with
//     Bidi property L or EN, followed by zero or more characters with
//     Bidi property NSM.
type bidiLabel struct {
	n      int       // the number of code points
	first  bidiClass // the class of the first code point
	last   bidiClass // the class of the last code point that is not NSM
	en, an bool      // an EN, an AN seen
	bad    bool      // a class the label's direction does not allow
}

func (b *bidiLabel) add(c bidiClass) {
	if b.n++; b.n == 1 {
		b.first = c
		if c != bidiL && c != bidiR && c != bidiAL {
			b.bad = true // 1
		}
	}
	rtl := b.first != bidiL
	switch c {
	case bidiES, bidiCS, bidiET, bidiON, bidiBN:
	case bidiNSM:
		return
	case bidiEN:
		b.en = true
	case bidiL:
		b.bad = b.bad || rtl // 2
	case bidiR, bidiAL, bidiAN:
		b.bad = b.bad || !rtl // 5
		b.an = b.an || c == bidiAN
	default:
		b.bad = true // 2, 5
	}
	b.last = c
}

// ok reports whether the label satisfies the six conditions.
func (b *bidiLabel) ok() bool {
	switch {
	case b.n == 0:
		return true // an empty label: UTS #46 §4.1 checks non-empty ones
	case b.bad:
		return false
	case b.first == bidiL:
		return b.last == bidiL || b.last == bidiEN // 6
	}
	return (b.last == bidiR || b.last == bidiAL || b.last == bidiEN || b.last == bidiAN) && // 3
		!(b.en && b.an) // 4
}
