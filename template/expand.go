package template

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
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
		h := strings.IndexByte(s, '#')
		if strings.IndexByte(s, '[') < 0 && strings.IndexByte(s, ']') < 0 &&
			(h < 0 || strings.IndexByte(s[h+1:], '#') < 0) &&
			(t.check == checkScan || strings.Count(s, ":") == t.colons && strings.Count(s, "@") == t.ats) {
			return nil
		}
	}
	_, err := uri.Parse(s)
	return err
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
	op := p.op
	defined := 0
	for i := range p.vars {
		v := &p.vars[i]
		val := vars[v.Name]
		if val == nil {
			continue
		}
		if text, ok := val.(string); ok {
			// The common case, ahead of the type switch below.
			b = appendSep(b, op, &defined)
			b = appendString(b, op, v, text)
			continue
		}
		list, pairs, isComposite, err := composite(val)
		if err != nil {
			return b, fmt.Errorf("template: value of %q: %w", v.Name, err)
		}
		if !isComposite {
			if b, err = appendScalar(b, op, v, val, &defined); err != nil {
				return b, err
			}
			continue
		}
		if len(list) == 0 && len(pairs) == 0 {
			continue // an empty list or array is undefined (§2.3)
		}
		if v.Prefix > 0 {
			// §2.4.1: a prefix does not apply to a composite value.
			return b, &uri.Error{Input: t.s, Offset: v.Offset + len(v.Name), Rule: "prefix"}
		}
		b = appendSep(b, op, &defined)
		if v.Explode {
			b = appendExploded(b, op, v.Name, list, pairs)
		} else {
			b = appendComposite(b, op, v.Name, list, pairs)
		}
	}
	return b, nil
}

// appendString appends the expansion of the variable v whose value is the
// string text, after its separator: "name=" first for the operators that
// name their variables (";", "?", "&"), with ";"'s bare name for an empty
// value (§3.2.7), then the value, its prefix when v has one.
func appendString(b []byte, op *operator, v *Var, text string) []byte {
	if op.named {
		b = append(b, v.Name...)
		if text == "" {
			return append(b, op.ifemp...)
		}
		b = append(b, '=')
	}
	if v.Prefix > 0 {
		return appendPrefix(b, text, op.reserved, v.Prefix)
	}
	return appendPlain(b, text, op.reserved)
}

// appendScalar appends the expansion of the variable v whose value is a
// number, formatted on the stack, a bool or a Stringer, with its separator
// and, for the operators that name their variables, its name.
func appendScalar(b []byte, op *operator, v *Var, val any, defined *int) ([]byte, error) {
	var scratch [32]byte
	text, num, err := scalarText(val, scratch[:0])
	if err != nil {
		return b, fmt.Errorf("template: value of %q: %w", v.Name, err)
	}
	b = appendSep(b, op, defined)
	if op.named {
		b = append(b, v.Name...)
		if text == "" && len(num) == 0 {
			return append(b, op.ifemp...), nil
		}
		b = append(b, '=')
	}
	if len(num) > 0 {
		return appendNumber(b, num, op.reserved, v.Prefix), nil
	}
	return appendValue(b, text, op.reserved, v.Prefix), nil
}

// appendSep appends the operator's first string before the first defined
// value of an expression, its separator before the others.
func appendSep(b []byte, op *operator, defined *int) []byte {
	*defined++
	if *defined == 1 {
		return append(b, op.first...)
	}
	return append(b, op.sep)
}

// appendComposite appends a list or an associative array without the
// explode modifier: members, or names and values, joined by ",", after
// "name=" for the named operators.
func appendComposite(b []byte, op *operator, name string, list []string, pairs [][2]string) []byte {
	if op.named {
		b = append(b, name...)
		if len(list) == 1 && list[0] == "" {
			return append(b, op.ifemp...)
		}
		b = append(b, '=')
	}
	for i, m := range list {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendPlain(b, m, op.reserved)
	}
	for i, kv := range pairs {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendPlain(b, kv[0], op.reserved)
		b = append(b, ',')
		b = appendPlain(b, kv[1], op.reserved)
	}
	return b
}

// appendExploded appends a list or an associative array with the explode
// modifier: each member, or each name=value, as an item of its own, joined
// by the operator's separator; the named operators write a list's members
// as name=member and an empty one as the name and ifemp.
func appendExploded(b []byte, op *operator, name string, list []string, pairs [][2]string) []byte {
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
		b = appendPlain(b, m, op.reserved)
	}
	for i, kv := range pairs {
		if i > 0 {
			b = append(b, op.sep)
		}
		b = appendPlain(b, kv[0], op.reserved)
		if op.named && kv[1] == "" {
			b = append(b, op.ifemp...)
			continue
		}
		b = append(b, '=')
		b = appendPlain(b, kv[1], op.reserved)
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

// appendValue appends the value s as RFC 6570 §3.2.1 encodes it: the
// unreserved octets as they are; with allowReserved, the reserved octets
// and the pct-encoded triplets too; every other octet as a triplet, so a
// character beyond ASCII as its UTF-8 octets. With limit > 0 it writes at
// most limit characters (§2.4.1).
func appendValue(b []byte, s string, allowReserved bool, limit int) []byte {
	if limit > 0 {
		return appendPrefix(b, s, allowReserved, limit)
	}
	return appendPlain(b, s, allowReserved)
}

// appendPlain is appendValue without a limit. Its common case, a value
// that passes whole, is one scan and one append; appendEncoded writes the
// others from their first octet that does not pass.
func appendPlain(b []byte, s string, allowReserved bool) []byte {
	pass := &passU
	if allowReserved {
		pass = &passUR
	}
	i := 0
	for i < len(s) && pass[s[i]] {
		i++
	}
	if i == len(s) {
		return append(b, s...)
	}
	return appendEncoded(b, s, i, pass)
}

// appendEncoded is appendPlain from the first octet i that does not pass.
func appendEncoded(b []byte, s string, i int, pass *[256]bool) []byte {
	allowReserved := pass == &passUR
	start := 0 // the octets from start to i pass as they are
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

// appendPrefix is appendValue for a prefix of limit characters: a
// character beyond ASCII, or an octet that is not UTF-8, counts as one,
// and so does a kept triplet, which is never cut.
func appendPrefix(b []byte, s string, allowReserved bool, limit int) []byte {
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
	return appendPlain(b, s[:i], allowReserved)
}

// appendNumber is appendValue for the text of a number, which is ASCII
// and holds no "%".
func appendNumber(b []byte, num []byte, allowReserved bool, limit int) []byte {
	if limit > 0 && len(num) > limit {
		num = num[:limit]
	}
	for _, c := range num {
		if octets[c]&unreserved != 0 || allowReserved && octets[c]&reserved != 0 {
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
