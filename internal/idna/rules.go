package idna

import "unicode/utf8"

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

// bidiRule reports whether the non-empty label rs satisfies the six
// conditions of RFC 5893 §2:
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
func bidiRule(rs []rune) bool {
	first := lookup(rs[0]).props().bidi()
	if first != bidiL && first != bidiR && first != bidiAL {
		return false // 1
	}
	rtl := first != bidiL
	var hasEN, hasAN bool
	last := bidiOther // the class of the last character that is not NSM
	for _, r := range rs {
		c := lookup(r).props().bidi()
		switch c {
		case bidiES, bidiCS, bidiET, bidiON, bidiBN:
		case bidiNSM:
			continue
		case bidiEN:
			hasEN = true
		case bidiL:
			if rtl {
				return false // 2
			}
		case bidiR, bidiAL, bidiAN:
			if !rtl {
				return false // 5
			}
			hasAN = hasAN || c == bidiAN
		default:
			return false // 2, 5
		}
		last = c
	}
	if rtl {
		return (last == bidiR || last == bidiAL || last == bidiEN || last == bidiAN) && // 3
			!(hasEN && hasAN) // 4
	}
	return last == bidiL || last == bidiEN // 6
}

// checkBidi applies the Bidi rule to each non-empty label of out, the
// result of run, as UTS #46 §4.1 criterion 9 does in a Bidi domain name.
// It returns the number of the first label that breaks it.
func (pr *processor) checkBidi(out []byte) (int, bool) {
	var runes [64]rune
	k := 0
	for start := 0; start <= len(out); k++ {
		end := start
		for end < len(out) && out[end] != '.' {
			end++
		}
		label := out[start:end]
		rs := runes[:0]
		if pr.toASCII && hasACEPrefix(label) {
			var at int
			if rs, at = decodePunycode(rs, label[len(acePrefix):]); at >= 0 {
				rs = rs[:0] // kept by IgnoreInvalidPunycode: no label to check
			}
		} else {
			for i := 0; i < len(label); {
				r, n := utf8.DecodeRune(label[i:])
				rs = append(rs, r)
				i += n
			}
		}
		if len(rs) > 0 && !bidiRule(rs) {
			return k, false
		}
		start = end + 1
	}
	return 0, true
}
