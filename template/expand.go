package template

import (
	"fmt"
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/uriref/uri"
	"github.com/uriref/uri/internal/syntax"
)

// Expand expands t (RFC 6570 §3). A value is a string, a []string (a list),
// a [][2]string (an associative array, in order), a map[string]string
// (keys sorted), or one of Go's integer or floating-point types or a
// fmt.Stringer (their text); a variable that is missing or nil is
// undefined (§2.3). As encoding/json decodes them, a []any (a list) and a
// map[string]any (keys sorted) are taken too, and a bool as "true" or
// "false"; a nil member of either is undefined.
//
// Values are written as UTF-8 and percent-encoded as §3.2.1 says: every
// octet but the unreserved ones, or, for "{+x}" and "{#x}", every octet
// but the unreserved and reserved ones and the "%" of a pct-encoded
// triplet ("%" alone is "%25"). A prefix ":n" keeps n characters, not
// octets; in "{+x:n}" and "{#x:n}" a triplet counts as one character, so
// that no triplet is cut. Values are not normalized to NFC: the caller
// does that where it matters (§1.6).
//
// Expand fails with an [*uri.Error] on the template (Rule "prefix") where
// a prefix modifier applies to a list or an associative array (§2.4.1),
// and with the [*uri.Error] of [uri.Parse] where the expansion is no URI
// reference (see the package doc). It fails on a value of another type.
// When the values are strings, the result is its only allocation.
func (t *Template) Expand(vars map[string]any) (string, error) {
	var buf [256]byte
	b, err := t.appendExpansion(buf[:0], vars)
	if err != nil {
		return "", err
	}
	s := string(b)
	if t.check != checkNone {
		if err := t.checkURI(s); err != nil {
			return "", err
		}
	}
	return s, nil
}

// checkURI returns the error of uri.Parse on the expansion s where s may
// not be a URI reference.
func (t *Template) checkURI(s string) error {
	switch t.check {
	case checkNone:
		return nil
	case checkScan, checkScanStrict:
		if t.scanPasses(s) {
			return nil
		}
	}
	_, err := uri.Parse(s)
	return err
}

// scanPasses reports whether the expansion s passes the scan of t.check,
// in one pass over s: no "[" or "]", one "#" at most, and for
// checkScanStrict the ":" and "@" of the literals' expansion alone.
func (t *Template) scanPasses(s string) bool {
	hashes, colons, ats := 0, 0, 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if octets[c]&scanned == 0 {
			continue
		}
		switch c {
		case '[', ']':
			return false
		case '#':
			hashes++
		case ':':
			colons++
		case '@':
			ats++
		}
	}
	return hashes <= 1 && (t.check == checkScan || colons == t.colons && ats == t.ats)
}

// ExpandURI is [Template.Expand] that returns the expansion parsed.
func (t *Template) ExpandURI(vars map[string]any) (uri.URI, error) {
	s, err := t.Expand(vars)
	if err != nil {
		return uri.URI{}, err
	}
	return uri.Parse(s)
}

// AppendExpansion appends the expansion of t to b, as [Template.Expand]
// writes it, and checks it as Expand does.
func (t *Template) AppendExpansion(b []byte, vars map[string]any) ([]byte, error) {
	n := len(b)
	b, err := t.appendExpansion(b, vars)
	if err != nil {
		return b[:n], err
	}
	if t.check != checkNone {
		if err := t.checkURI(string(b[n:])); err != nil {
			return b[:n], err
		}
	}
	return b, nil
}

// appendExpansion appends the expansion of t to b, unchecked: step by
// step, as the algorithm of RFC 6570 Appendix A does, each defined
// variable of an expression after the operator's first string, if it is
// the first, or else after its separator.
func (t *Template) appendExpansion(b []byte, vars map[string]any) ([]byte, error) {
	k := 0 // 1 once a value of the expression is defined: the index into step.lead
	for i := range t.steps {
		st := &t.steps[i]
		if st.first {
			k = 0
			if st.lit != "" {
				b = append(b, st.lit...)
			}
		}
		val := vars[st.name]
		// The common case first: a string, neither empty nor cut.
		if text, ok := val.(string); ok && text != "" && st.prefix == 0 {
			if lead := st.lead[k]; len(lead) == 1 {
				b = append(b, lead[0])
			} else {
				b = append(b, lead...)
			}
			b = appendPlain(b, text, st.pass)
			k = 1
			continue
		}
		if val == nil {
			continue
		}
		defined, err := false, error(nil)
		if b, defined, err = t.appendOther(b, st, k, val); err != nil {
			return b, err
		}
		if defined {
			k = 1
		}
	}
	if t.tail != "" {
		b = append(b, t.tail...)
	}
	return b, nil
}

// appendOther appends the expansion of the variable of st, whose value val
// is not nil, after st.lead[k], and reports whether the value is defined:
// an empty list or associative array is not (§2.3).
func (t *Template) appendOther(b []byte, st *step, k int, val any) ([]byte, bool, error) {
	switch x := val.(type) {
	case string:
		return appendString(b, st, st.lead[k], x), true, nil
	case []string:
		if len(x) == 0 || st.prefix > 0 {
			return b, len(x) > 0, t.compositeError(st, len(x))
		}
		return appendList(b, st, k, x), true, nil
	case [][2]string:
		if len(x) == 0 || st.prefix > 0 {
			return b, len(x) > 0, t.compositeError(st, len(x))
		}
		return appendPairs(b, st, k, x), true, nil
	}
	list, pairs, isComposite, err := composite(val)
	if err != nil {
		return b, false, fmt.Errorf("template: value of %q: %w", st.name, err)
	}
	if !isComposite {
		b, err = appendScalar(b, st, st.lead[k], val)
		return b, err == nil, err
	}
	if n := len(list) + len(pairs); n == 0 || st.prefix > 0 {
		return b, n > 0, t.compositeError(st, n)
	}
	if list != nil {
		return appendList(b, st, k, list), true, nil
	}
	return appendPairs(b, st, k, pairs), true, nil
}

// compositeError returns the error, if any, of a list or an associative
// array of n members as the value of st: none for an empty one, which is
// undefined (§2.3), and otherwise a prefix's, which does not apply
// (§2.4.1).
func (t *Template) compositeError(st *step, n int) error {
	if n == 0 {
		return nil
	}
	return &uri.Error{Input: t.s, Offset: st.offset + len(st.name), Rule: "prefix"}
}

// appendString appends the expansion of the variable of st, whose value
// is the string text, after lead: its name for the operators that name
// their variables (";", "?", "&"), with ";"'s bare name for an empty value
// (§3.2.7), then the value, its prefix when st has one.
func appendString(b []byte, st *step, lead, text string) []byte {
	if text == "" && st.op.named {
		return appendEmpty(b, st, lead)
	}
	b = append(b, lead...)
	if st.prefix > 0 {
		return appendPrefix(b, text, st.pass, st.prefix)
	}
	return appendPlain(b, text, st.pass)
}

// appendScalar appends, after lead, the expansion of the variable of st
// whose value is a number, formatted on the stack, a bool or a Stringer.
func appendScalar(b []byte, st *step, lead string, val any) ([]byte, error) {
	var scratch [32]byte
	text, num, err := scalarText(val, scratch[:0])
	if err != nil {
		return b, fmt.Errorf("template: value of %q: %w", st.name, err)
	}
	if len(num) == 0 {
		return appendString(b, st, lead, text), nil
	}
	b = append(b, lead...)
	return appendNumber(b, num, st.pass, st.prefix), nil
}

// appendList appends the list value of st, of one member or more, after
// st.lead[k]: without the explode modifier, the members joined by ","
// after the lead; with it, each member as an item of its own, after the
// lead for its place, so that the named operators write it as
// name=member. For a named operator, an empty member of an exploded list,
// or a list of one empty member, is the name and ifemp.
func appendList(b []byte, st *step, k int, list []string) []byte {
	op := st.op
	if !st.explode {
		if op.named && len(list) == 1 && list[0] == "" {
			return appendEmpty(b, st, st.lead[k])
		}
		b = append(b, st.lead[k]...)
		for i, m := range list {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendPlain(b, m, st.pass)
		}
		return b
	}
	for i, m := range list {
		lead := st.lead[1]
		if i == 0 {
			lead = st.lead[k]
		}
		if op.named && m == "" {
			b = appendEmpty(b, st, lead)
			continue
		}
		b = append(b, lead...)
		b = appendPlain(b, m, st.pass)
	}
	return b
}

// appendPairs appends the associative array value of st, of one pair or
// more, after st.lead[k]: without the explode modifier, names and values
// joined by "," after the lead; with it, each pair as name=value, joined
// by the operator's separator after its first string, or, for a named
// operator and an empty value, as the name and ifemp.
func appendPairs(b []byte, st *step, k int, pairs [][2]string) []byte {
	op := st.op
	if !st.explode {
		b = append(b, st.lead[k]...)
		for i, kv := range pairs {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendPlain(b, kv[0], st.pass)
			b = append(b, ',')
			b = appendPlain(b, kv[1], st.pass)
		}
		return b
	}
	for i, kv := range pairs {
		switch {
		case i > 0, k > 0:
			b = append(b, op.sep)
		case op.first != "":
			b = append(b, op.first[0])
		}
		b = appendPlain(b, kv[0], st.pass)
		if op.named && kv[1] == "" {
			b = append(b, op.ifemp...)
			continue
		}
		b = append(b, '=')
		b = appendPlain(b, kv[1], st.pass)
	}
	return b
}

// appendEmpty appends the expansion of an empty value after lead, for a
// named operator: lead without its "=", then ifemp (§3.2.7, §3.2.8).
func appendEmpty(b []byte, st *step, lead string) []byte {
	b = append(b, lead[:len(lead)-1]...)
	return append(b, st.op.ifemp...)
}

// scalarText returns the text of a value that is no string and no
// composite: a number's in num, appended to the caller's scratch, a
// bool's or a Stringer's in text.
func scalarText(val any, num []byte) (text string, _ []byte, err error) {
	switch x := val.(type) {
	case int:
		num = strconv.AppendInt(num, int64(x), 10)
	case int8:
		num = strconv.AppendInt(num, int64(x), 10)
	case int16:
		num = strconv.AppendInt(num, int64(x), 10)
	case int32:
		num = strconv.AppendInt(num, int64(x), 10)
	case int64:
		num = strconv.AppendInt(num, x, 10)
	case uint:
		num = strconv.AppendUint(num, uint64(x), 10)
	case uint8:
		num = strconv.AppendUint(num, uint64(x), 10)
	case uint16:
		num = strconv.AppendUint(num, uint64(x), 10)
	case uint32:
		num = strconv.AppendUint(num, uint64(x), 10)
	case uint64:
		num = strconv.AppendUint(num, x, 10)
	case uintptr:
		num = strconv.AppendUint(num, uint64(x), 10)
	case float32:
		num = strconv.AppendFloat(num, float64(x), 'g', -1, 32)
	case float64:
		num = strconv.AppendFloat(num, x, 'g', -1, 64)
	case bool:
		text = strconv.FormatBool(x)
	case fmt.Stringer:
		text = x.String()
	default:
		return "", nil, fmt.Errorf("unsupported type %T", val)
	}
	return text, num, nil
}

// composite returns a list or an associative array value as a list or as
// pairs, with the undefined members of a []any or map[string]any left
// out, and reports whether val is one.
func composite(val any) (list []string, pairs [][2]string, ok bool, err error) {
	switch x := val.(type) {
	case []string:
		return x, nil, true, nil
	case [][2]string:
		return nil, x, true, nil
	case map[string]string:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		pairs = make([][2]string, len(keys))
		for i, k := range keys {
			pairs[i] = [2]string{k, x[k]}
		}
		return nil, pairs, true, nil
	case []any:
		for _, m := range x {
			if m == nil {
				continue
			}
			s, err := scalar(m)
			if err != nil {
				return nil, nil, true, err
			}
			list = append(list, s)
		}
		return list, nil, true, nil
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k, m := range x {
			if m != nil {
				keys = append(keys, k)
			}
		}
		slices.Sort(keys)
		for _, k := range keys {
			s, err := scalar(x[k])
			if err != nil {
				return nil, nil, true, err
			}
			pairs = append(pairs, [2]string{k, s})
		}
		return nil, pairs, true, nil
	}
	return nil, nil, false, nil
}

// scalar returns the text of a member of a []any or a map[string]any.
func scalar(v any) (string, error) {
	switch x := v.(type) {
	case string:
		return x, nil
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64), nil
	case int:
		return strconv.Itoa(x), nil
	case int64:
		return strconv.FormatInt(x, 10), nil
	case bool:
		return strconv.FormatBool(x), nil
	case fmt.Stringer:
		return x.String(), nil
	}
	return "", fmt.Errorf("unsupported member type %T", v)
}

// appendPlain appends the value s as RFC 6570 §3.2.1 encodes it: the
// octets of pass (passU or passUR) as they are; with passUR, the
// pct-encoded triplets too; every other octet as a triplet, so a character
// beyond ASCII as its UTF-8 octets. The run of octets that pass goes in
// one copy; appendEncoded takes the rest at the first octet to encode.
func appendPlain(b []byte, s string, pass *[256]uint8) []byte {
	n := len(b)
	if cap(b)-n < len(s) {
		b = slices.Grow(b, len(s))
	}
	dst := b[n : n+len(s)]
	s = s[:len(dst)]
	_ = pass[0] // one check that pass is not nil, out of the loop
	for i := range dst {
		c := s[i]
		if pass[c] == 0 {
			return appendEncoded(b[:n+i], s, i, pass)
		}
		dst[i] = c
	}
	return b[:n+len(s)]
}

// appendEncoded is appendPlain from the first octet i that does not pass,
// octet by octet: values are short, and most octets pass.
func appendEncoded(b []byte, s string, i int, pass *[256]uint8) []byte {
	allowReserved := pass == &passUR
	for ; i < len(s); i++ {
		switch c := s[i]; {
		case pass[c] != 0:
			b = append(b, c)
		case allowReserved && c == '%' && syntax.IsTriplet(s, i):
			b = append(b, s[i:i+3]...)
			i += 2
		default:
			b = syntax.AppendPct(b, c)
		}
	}
	return b
}

// passU and passUR are the octets that pass unencoded: U, the unreserved
// ones, and U+R, the unreserved and reserved ones (RFC 6570 §3.2.1).
var passU, passUR = func() (u, ur [256]uint8) {
	for c := range 256 {
		if octets[c]&unreserved != 0 {
			u[c] = 1
		}
		if octets[c]&(unreserved|reserved) != 0 {
			ur[c] = 1
		}
	}
	return u, ur
}()

// appendPrefix is appendPlain for a prefix of limit characters (§2.4.1):
// a character beyond ASCII, or an octet that is not UTF-8, counts as one,
// and so does a kept triplet, which is never cut.
func appendPrefix(b []byte, s string, pass *[256]uint8, limit int) []byte {
	allowReserved := pass == &passUR
	i := 0
	for n := 0; i < len(s) && n < limit; n++ {
		switch c := s[i]; {
		case c < utf8.RuneSelf:
			if allowReserved && c == '%' && syntax.IsTriplet(s, i) {
				i += 3
			} else {
				i++
			}
		default:
			_, size := utf8.DecodeRuneInString(s[i:])
			i += size
		}
	}
	return appendPlain(b, s[:i], pass)
}

// appendNumber is appendPlain for the text of a number, which is ASCII
// and holds no "%", cut to limit octets when limit > 0.
func appendNumber(b []byte, num []byte, pass *[256]uint8, limit int) []byte {
	if limit > 0 && len(num) > limit {
		num = num[:limit]
	}
	for _, c := range num {
		if pass[c] != 0 {
			b = append(b, c)
		} else {
			b = syntax.AppendPct(b, c)
		}
	}
	return b
}

// countChars returns the number of characters of s as a prefix counts
// them (see appendValue): a character beyond ASCII, or an octet that is
// not UTF-8, is one; with reserved, a pct-encoded triplet is one.
func countChars(s string, allowReserved bool) int {
	n := 0
	for i := 0; i < len(s); n++ {
		switch {
		case s[i] < utf8.RuneSelf:
			if allowReserved && syntax.IsTriplet(s, i) {
				i += 3
			} else {
				i++
			}
		default:
			_, size := utf8.DecodeRuneInString(s[i:])
			i += size
		}
	}
	return n
}
