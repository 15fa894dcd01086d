package whatwg

import (
	"iter"
	"slices"
	"strings"
	"unicode/utf8"
)

// SearchParams is the list of name-value pairs of a URL's query, as the
// URLSearchParams interface of the URL Standard reads and writes it
// (§6.2), in application/x-www-form-urlencoded (§5). It is live: it reads
// the query of its URL again when a setter changed it, and each method
// that changes the list writes the URL's query (the update steps).
type SearchParams struct {
	u     *URL
	query string // the query the list was read from
	list  [][2]string
}

// SearchParams returns the name-value pairs of u's query.
func (u *URL) SearchParams() *SearchParams {
	sp := &SearchParams{u: u}
	sp.read()
	return sp
}

// rawQuery returns u's query without its "?", "" when it is null.
func (u *URL) rawQuery() string {
	if u.flags&hasSearch == 0 {
		return ""
	}
	return u.href[u.searchStart+1 : u.hashStart]
}

// read reads the list again when the URL's query is not the one it was
// read from.
func (sp *SearchParams) read() {
	if q := sp.u.rawQuery(); sp.list == nil || q != sp.query {
		sp.query, sp.list = q, parseForm(q)
	}
}

// update writes the list into the URL's query (§6.2, update steps): the
// query is null when the list serializes to "".
func (sp *SearchParams) update() {
	q := sp.String()
	pt := sp.u.parts()
	pt.query, pt.flags = "", pt.flags&^hasSearch
	if q != "" {
		pt.query, pt.flags = "?"+q, pt.flags|hasSearch
	}
	sp.u.set(pt)
	sp.query = q
}

// parseForm is the application/x-www-form-urlencoded parser (§5.1):
// sequences split on "&", each name and value split on the first "=",
// "+" read as a space, percent-decoded, invalid UTF-8 read as U+FFFD.
func parseForm(q string) [][2]string {
	list := [][2]string{}
	for seq := range strings.SplitSeq(q, "&") {
		if seq == "" {
			continue
		}
		name, value, _ := strings.Cut(seq, "=")
		list = append(list, [2]string{formDecode(name), formDecode(value)})
	}
	return list
}

// formDecode replaces "+" with a space, percent-decodes, and reads the
// bytes as UTF-8 without BOM, invalid sequences as U+FFFD.
func formDecode(s string) string {
	s = percentDecode(strings.ReplaceAll(s, "+", " "))
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, "\uFFFD")
	}
	return s
}

// String returns the list serialized as application/x-www-form-urlencoded
// (§5.2): names and values percent-encoded with its percent-encode set, a
// space as "+", pairs joined with "&".
func (sp *SearchParams) String() string {
	sp.read()
	var b []byte
	for k, nv := range sp.list {
		if k > 0 {
			b = append(b, '&')
		}
		b = appendForm(b, nv[0])
		b = append(b, '=')
		b = appendForm(b, nv[1])
	}
	return string(b)
}

// appendForm appends s percent-encoded with the
// application/x-www-form-urlencoded percent-encode set, spaces as "+".
func appendForm(b []byte, s string) []byte {
	for {
		sp := strings.IndexByte(s, ' ')
		if sp < 0 {
			return appendEncoded(b, s, formSet)
		}
		b = append(appendEncoded(b, s[:sp], formSet), '+')
		s = s[sp+1:]
	}
}

// Get returns the value of the first pair named name, and whether there
// is one.
func (sp *SearchParams) Get(name string) (string, bool) {
	sp.read()
	for _, nv := range sp.list {
		if nv[0] == name {
			return nv[1], true
		}
	}
	return "", false
}

// GetAll returns the values of the pairs named name, in order.
func (sp *SearchParams) GetAll(name string) []string {
	sp.read()
	var vs []string
	for _, nv := range sp.list {
		if nv[0] == name {
			vs = append(vs, nv[1])
		}
	}
	return vs
}

// Has reports whether a pair is named name.
func (sp *SearchParams) Has(name string) bool {
	_, ok := sp.Get(name)
	return ok
}

// Append adds the pair name, value at the end of the list.
func (sp *SearchParams) Append(name, value string) {
	sp.read()
	sp.list = append(sp.list, [2]string{name, value})
	sp.update()
}

// Delete removes the pairs named name.
func (sp *SearchParams) Delete(name string) {
	sp.read()
	sp.list = slices.DeleteFunc(sp.list, func(nv [2]string) bool { return nv[0] == name })
	sp.update()
}

// Set sets the value of the first pair named name and removes the others
// so named, or appends the pair when there is none.
func (sp *SearchParams) Set(name, value string) {
	sp.read()
	k := slices.IndexFunc(sp.list, func(nv [2]string) bool { return nv[0] == name })
	if k < 0 {
		sp.list = append(sp.list, [2]string{name, value})
	} else {
		sp.list[k][1] = value
		tail := slices.DeleteFunc(sp.list[k+1:], func(nv [2]string) bool { return nv[0] == name })
		sp.list = sp.list[:k+1+len(tail)]
	}
	sp.update()
}

// Sort sorts the pairs by name, stably, comparing names in UTF-16 code
// units as the Standard does.
func (sp *SearchParams) Sort() {
	sp.read()
	slices.SortStableFunc(sp.list, func(a, b [2]string) int { return compareUTF16(a[0], b[0]) })
	sp.update()
}

// All returns the pairs, in order.
func (sp *SearchParams) All() iter.Seq2[string, string] {
	sp.read()
	list := sp.list
	return func(yield func(string, string) bool) {
		for _, nv := range list {
			if !yield(nv[0], nv[1]) {
				return
			}
		}
	}
}

// compareUTF16 compares a and b as sequences of UTF-16 code units: a
// code point above U+FFFF, written with a surrogate from U+D800, sorts
// before U+E000 to U+FFFF.
func compareUTF16(a, b string) int {
	for a != "" && b != "" {
		ra, na := utf8.DecodeRuneInString(a)
		rb, nb := utf8.DecodeRuneInString(b)
		if ra != rb {
			return utf16Key(ra) - utf16Key(rb)
		}
		a, b = a[na:], b[nb:]
	}
	return len(a) - len(b)
}

// utf16Key returns the first UTF-16 code unit of r, scaled so that it
// orders r among code points of other lengths: for two code points above
// U+FFFF it orders them as the code points do.
func utf16Key(r rune) int {
	if r > 0xFFFF {
		return 0xD800<<11 + int(r-0x10000)>>10<<11 + int(r&0x3FF)
	}
	return int(r) << 11
}
