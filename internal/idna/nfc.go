package idna

import "sort"

// Hangul syllables decompose and compose by rule (Unicode §3.12).
const (
	hangulSBase  = 0xAC00
	hangulLBase  = 0x1100
	hangulVBase  = 0x1161
	hangulTBase  = 0x11A7
	hangulLCount = 19
	hangulVCount = 21
	hangulTCount = 28
	hangulNCount = hangulVCount * hangulTCount
	hangulSCount = hangulLCount * hangulNCount
)

// isNFC reports whether rs is in Normalization Form C by the quick check
// of UAX #15 §9, where it can tell: every code point NFC_Quick_Check=Yes
// and the canonical combining classes of each run of non-starters in
// order. A Maybe leaves the answer to the full normalization.
func isNFC(rs []rune) (yes, sure bool) {
	var last uint8
	for _, r := range rs {
		p := lookup(r).props()
		ccc := p.ccc()
		if ccc != 0 && last > ccc {
			return false, true
		}
		switch p.qc() {
		case qcNo:
			return false, true
		case qcMaybe:
			return false, false
		}
		last = ccc
	}
	return true, true
}

// nfc returns rs in Normalization Form C (UAX #15): the full canonical
// decomposition, the canonical ordering, then the canonical composition.
// It writes into scratch, which it returns grown. The tables know the
// properties of the code points that the mapping step can leave (UTS #46
// §4 step 1): a mapped code point counts as a starter with no
// decomposition, and only a string without one is normalized exactly.
func nfc(rs, scratch []rune) []rune {
	d := scratch[:0]
	for _, r := range rs {
		d = decompose(d, r)
	}
	// Canonical ordering: a stable sort of each run of non-starters by
	// combining class. Runs are short, so an insertion sort.
	for i := 1; i < len(d); i++ {
		c := ccc(d[i])
		if c == 0 {
			continue
		}
		for j := i; j > 0; j-- {
			if p := ccc(d[j-1]); p <= c {
				break
			}
			d[j-1], d[j] = d[j], d[j-1]
		}
	}
	return compose(d)
}

func ccc(r rune) uint8 { return lookup(r).props().ccc() }

// decompose appends the full canonical decomposition of r to d.
func decompose(d []rune, r rune) []rune {
	if s := r - hangulSBase; 0 <= s && s < hangulSCount {
		d = append(d, hangulLBase+s/hangulNCount, hangulVBase+s%hangulNCount/hangulTCount)
		if t := s % hangulTCount; t != 0 {
			d = append(d, hangulTBase+t)
		}
		return d
	}
	if dec := lookup(r).props().decomposition(); dec != nil {
		return append(d, dec...)
	}
	return append(d, r)
}

// compose applies the canonical composition algorithm of UAX #15 to d,
// in place: each character that is not blocked from the last starter and
// forms a primary composite with it replaces the starter by the composite.
func compose(d []rune) []rune {
	if len(d) == 0 {
		return d
	}
	starter := -1
	if ccc(d[0]) == 0 {
		starter = 0
	}
	out := 1
	var last uint8 = 255 // the class of the last character kept after the starter; 255 for none
	if starter == 0 {
		last = 0
	}
	for _, r := range d[1:] {
		c := ccc(r)
		if starter >= 0 && (last < c || last == 0 && out == starter+1) {
			if comp, ok := composePair(d[starter], r); ok {
				d[starter] = comp
				continue
			}
		}
		if c == 0 {
			starter = out
		}
		last = c
		d[out] = r
		out++
	}
	return d[:out]
}

// composePair returns the primary composite of a and b, if there is one.
func composePair(a, b rune) (rune, bool) {
	if l := a - hangulLBase; 0 <= l && l < hangulLCount {
		if v := b - hangulVBase; 0 <= v && v < hangulVCount {
			return hangulSBase + (l*hangulVCount+v)*hangulTCount, true
		}
		return 0, false
	}
	if s := a - hangulSBase; 0 <= s && s < hangulSCount && s%hangulTCount == 0 {
		if t := b - hangulTBase; 0 < t && t < hangulTCount {
			return a + t, true
		}
		return 0, false
	}
	i := sort.Search(len(compositions), func(i int) bool {
		c := &compositions[i]
		return c.first > a || c.first == a && c.second >= b
	})
	if i < len(compositions) && compositions[i].first == a && compositions[i].second == b {
		return compositions[i].composite, true
	}
	return 0, false
}
