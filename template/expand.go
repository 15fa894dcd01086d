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
	if err := t.checkURI(s); err != nil {
		return "", err
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

// appendExpansion appends the expansion of t to b, unchecked.
func (t *Template) appendExpansion(b []byte, vars map[string]any) ([]byte, error) {
	var err error
	for i := range t.parts {
		p := &t.parts[i]
		if p.op == nil {
			b = append(b, p.lit...)
			continue
		}
		if b, err = t.appendExpression(b, p, vars); err != nil {
			return b, err
		}
	}
	return b, nil
}

// appendExpression appends the expansion of one expression, as the
// algorithm of RFC 6570 Appendix A does: each defined variable in turn,
// the operator's first string before the first, its separator between.
func (t *Template) appendExpression(b []byte, p *part, vars map[string]any) ([]byte, error) {
	k := 0 // 1 once a value is defined: the index into spec.lead
	for i := range p.specs {
		v := &p.specs[i]
		val := vars[v.name]
		if text, ok := val.(string); ok {
			// The common case, ahead of the type switch below.
			b = appendString(b, p, v.lead[k], text, v.prefix)
			k = 1
			continue
		}
		if val == nil {
			continue
		}
		defined, err := false, error(nil)
		if b, defined, err = t.appendOther(b, p, i, k, val); err != nil {
			return b, err
		}
		if defined {
			k = 1
		}
	}
	return b, nil
}

// appendOther appends the expansion of the i'th variable of p, whose value
// val is no string, after lead[k], and reports whether the value is
// defined: an empty list or associative array is not (§2.3).
func (t *Template) appendOther(b []byte, p *part, i, k int, val any) ([]byte, bool, error) {
	v := &p.specs[i]
	list, pairs, isComposite, err := composite(val)
	if err != nil {
		return b, false, fmt.Errorf("template: value of %q: %w", v.name, err)
	}
	if !isComposite {
		b, err = appendScalar(b, p, v.lead[k], val, v)
		return b, err == nil, err
	}
	if len(list) == 0 && len(pairs) == 0 {
		return b, false, nil
	}
	if v.prefix > 0 {
		// §2.4.1: a prefix does not apply to a composite value.
		return b, false, &uri.Error{Input: t.s, Offset: p.vars[i].Offset + len(v.name), Rule: "prefix"}
	}
	if v.explode {
		// Each item is named on its own: the lead is the operator's.
		if k == 0 {
			b = append(b, p.op.first...)
		} else {
			b = append(b, p.op.sep)
		}
		return appendExploded(b, p, v.name, list, pairs), true, nil
	}
	return appendComposite(b, p, v.lead[k], list, pairs), true, nil
}

// appendString appends the expansion of a variable whose value is the
// string text, after lead: its name for the operators that name their
// variables (";", "?", "&"), with ";"'s bare name for an empty value
// (§3.2.7), then the value, its first limit characters when limit > 0.
func appendString(b []byte, p *part, lead, text string, limit int) []byte {
	if text == "" && p.op.named {
		b = append(b, lead[:len(lead)-1]...) // without "="
		return append(b, p.op.ifemp...)
	}
	b = append(b, lead...)
	if limit > 0 {
		return appendPrefix(b, text, p.pass, limit)
	}
	return appendPlain(b, text, p.pass)
}

// appendScalar appends, after lead, the expansion of the variable v whose
// value is a number, formatted on the stack, a bool or a Stringer.
func appendScalar(b []byte, p *part, lead string, val any, v *spec) ([]byte, error) {
	var scratch [32]byte
	text, num, err := scalarText(val, scratch[:0])
	if err != nil {
		return b, fmt.Errorf("template: value of %q: %w", v.name, err)
	}
	if len(num) == 0 {
		return appendString(b, p, lead, text, v.prefix), nil
	}
	b = append(b, lead...)
	return appendNumber(b, num, p.pass, v.prefix), nil
}

// appendComposite appends a list or an associative array without the
// explode modifier, after lead: members, or names and values, joined by
// ",", with ";"'s bare name for a list of one empty member.
func appendComposite(b []byte, p *part, lead string, list []string, pairs [][2]string) []byte {
	if p.op.named && len(list) == 1 && list[0] == "" {
		b = append(b, lead[:len(lead)-1]...)
		return append(b, p.op.ifemp...)
	}
	b = append(b, lead...)
	for i, m := range list {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendPlain(b, m, p.pass)
	}
	for i, kv := range pairs {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendPlain(b, kv[0], p.pass)
		b = append(b, ',')
		b = appendPlain(b, kv[1], p.pass)
	}
	return b
}

// appendExploded appends a list or an associative array with the explode
// modifier: each member, or each name=value, as an item of its own, joined
// by the operator's separator; the named operators write a list's members
// as name=member and an empty one as the name and ifemp.
func appendExploded(b []byte, p *part, name string, list []string, pairs [][2]string) []byte {
	op := p.op
	for i, m := range list {
		if i > 0 {
			b = append(b, op.sep)
		}
		if op.named {
			b = append(b, name...)
			if m == "" {
				b = append(b, op.ifemp...)
				continue
			}
			b = append(b, '=')
		}
		b = appendPlain(b, m, p.pass)
	}
	for i, kv := range pairs {
		if i > 0 {
			b = append(b, op.sep)
		}
		b = appendPlain(b, kv[0], p.pass)
		if op.named && kv[1] == "" {
			b = append(b, op.ifemp...)
			continue
		}
		b = append(b, '=')
		b = appendPlain(b, kv[1], p.pass)
	}
	return b
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
// beyond ASCII as its UTF-8 octets. It copies s as it checks it, and
// leaves the rest to appendEncoded at the first octet to encode.
func appendPlain(b []byte, s string, pass *[256]bool) []byte {
	n := len(b)
	if cap(b)-n < len(s) {
		b = slices.Grow(b, len(s))
	}
	dst := b[n : n+len(s)]
	s = s[:len(dst)]
	for i := range dst {
		c := s[i]
		if !pass[c] {
			return appendEncoded(b[:n+i], s, i, pass)
		}
		dst[i] = c
	}
	return b[:n+len(s)]
}

// appendEncoded is appendPlain from the first octet i that does not pass.
func appendEncoded(b []byte, s string, i int, pass *[256]bool) []byte {
	allowReserved := pass == &passUR
	start := i // the octets from start to i pass as they are
	for ; i < len(s); i++ {
		c := s[i]
		if pass[c] {
			continue
		}
		if allowReserved && c == '%' && syntax.IsTriplet(s, i) {
			i += 2
			continue
		}
		b = append(b, s[start:i]...)
		b = syntax.AppendPct(b, c)
		start = i + 1
	}
	return append(b, s[start:]...)
}

// passU and passUR are the octets that pass unencoded: U, the unreserved
// ones, and U+R, the unreserved and reserved ones (RFC 6570 §3.2.1).
var passU, passUR = func() (u, ur [256]bool) {
	for c := range 256 {
		u[c] = octets[c]&unreserved != 0
		ur[c] = octets[c]&(unreserved|reserved) != 0
	}
	return u, ur
}()

// appendPrefix is appendPlain for a prefix of limit characters (§2.4.1):
// a character beyond ASCII, or an octet that is not UTF-8, counts as one,
// and so does a kept triplet, which is never cut.
func appendPrefix(b []byte, s string, pass *[256]bool, limit int) []byte {
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
func appendNumber(b []byte, num []byte, pass *[256]bool, limit int) []byte {
	if limit > 0 && len(num) > limit {
		num = num[:limit]
	}
	for _, c := range num {
		if pass[c] {
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
