package template

import (
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/uriref/uri"
	"github.com/uriref/uri/internal/syntax"
)

// The errors of [Template.Match] when the reference parses but gives no
// values.
var (
	// ErrNoMatch: no values expand the template to the reference.
	ErrNoMatch = errors.New("template: no match")
	// ErrAmbiguous: several sets of values expand the template to the
	// reference, so that which one was meant cannot be told: two
	// expressions with no literal between them ("{a}{b}", "{/a}{/b}" for
	// "/x"), or a literal that also stands in a value ("{name}.{ext}" for
	// "a.b.c").
	ErrAmbiguous = errors.New("template: ambiguous match")
)

// Match returns the values of t's variables for which t expands to s, the
// reverse of §3: a string for a simple value, a []string for a list, a
// [][2]string for the pairs of an associative array. A variable that the
// reference leaves undefined is not in the map. Expanding t with the
// values gives s again when s is an expansion of t.
//
// s must be a URI reference: otherwise Match returns the [*uri.Error] of
// [uri.Parse]. When no values expand to s it returns [ErrNoMatch], and
// when several do, [ErrAmbiguous]: Match does not guess.
//
// Its limits, where the expansion loses what the values were:
//
//   - Within one expression, values go to the variables in order: "/x"
//     for "{/a,b}" gives a, and leaves b undefined; "a,b,c" for "{x,y}"
//     gives x "a" and y the list of "b" and "c". An exploded variable
//     takes as many items as leave one for each later variable. Where the
//     later variables then match no items, the others are tried. The
//     named operators ("{?a,b}", "{;a,b}") give each value to its name.
//   - A value written with "," in "{x}", "{/x}", "{?x}", ... is a list
//     ("a,b" gives []string{"a", "b"}): "," in a string is "%2C" there. An
//     exploded value whose items are all name=value is an associative
//     array; a list otherwise. An associative array that is not exploded
//     comes back as the list of its names and values.
//   - Values are decoded (Unescape) but for "{+x}" and "{#x}", whose
//     triplets are kept, since a triplet there may be the value's own;
//     only the triplets of a character beyond ASCII, which Expand always
//     writes so, are decoded there.
//   - A value must be written as Expand writes it: in "{x}" and the other
//     operators that allow unreserved characters only, a reserved
//     character that the operator does not use ("@", ":", "!") stands in
//     no value; the named operators' items must come in the template's
//     order, each at most once.
//   - Literals compare as written, pct-encoded triplets included.
//   - An expression whose expansion is empty gives no values: "/users/"
//     for "/users/{id}" leaves id undefined, though "" expands alike.
//   - A variable named more than once takes the value of its first
//     place; when that value does not expand to s at the others, or when
//     no split matches, Match reports ErrAmbiguous: the conventions above
//     may miss the values that give s.
//
// The work is linear in the length of s for templates whose expressions
// are set apart by literals or operators, as routes are; it is at most
// cubic, for expressions that hold each other's octets.
func (t *Template) Match(s string) (map[string]any, error) {
	if _, err := uri.Parse(s); err != nil {
		return nil, err
	}
	m := matcher{t: t, s: s, memo: make([]int8, (len(t.parts)+1)*(len(s)+1))}
	switch m.count(0, 0) {
	case 0:
		if t.repeated {
			// The places of a variable named twice are matched apart,
			// by the conventions below, which may miss values that
			// give s; Match cannot tell that from none.
			return nil, ErrAmbiguous
		}
		return nil, ErrNoMatch
	case 1:
	default:
		return nil, ErrAmbiguous
	}
	// Walk the one parse again, keeping its values.
	vals := map[string]any{}
	i := 0
	for k := range t.parts {
		p := &t.parts[k]
		if p.op == nil {
			i += len(p.lit)
			continue
		}
		for _, j := range m.ends(k, i) {
			if m.count(k+1, j) > 0 && matchExpression(p, s[i:j], nil) {
				matchExpression(p, s[i:j], vals)
				i = j
				break
			}
		}
	}
	if t.repeated {
		// The places of a variable named twice were matched apart: the
		// values of its first place must give s again at the others.
		if back, err := t.Expand(vals); err != nil || back != s {
			return nil, ErrAmbiguous
		}
	}
	return vals, nil
}

// matcher counts the ways a template matches s, at most 2.
type matcher struct {
	t    *Template
	s    string
	memo []int8 // for part k at offset i: 1 + the count, once known
}

// count returns the number of ways, capped at 2, in which the parts from
// k on match s from offset i to its end.
func (m *matcher) count(k, i int) int {
	if k == len(m.t.parts) {
		if i == len(m.s) {
			return 1
		}
		return 0
	}
	key := k*(len(m.s)+1) + i
	if c := m.memo[key]; c > 0 {
		return int(c) - 1
	}
	n := 0
	if p := &m.t.parts[k]; p.op == nil {
		if strings.HasPrefix(m.s[i:], p.lit) {
			n = m.count(k+1, i+len(p.lit))
		}
	} else {
		for _, j := range m.ends(k, i) {
			// The rest first: it is memoized, the expression is not.
			if c := m.count(k+1, j); c > 0 && matchExpression(p, m.s[i:j], nil) {
				n += c
				if n >= 2 {
					n = 2
					break
				}
			}
		}
	}
	m.memo[key] = int8(n) + 1
	return n
}

// ends returns the offsets at which the expression that is part k may
// end when it starts at i: within the run of octets its expansion can
// hold, where the next part can start.
func (m *matcher) ends(k, i int) []int {
	p := &m.t.parts[k]
	// With a separator that stands in no value ("/", ";", "&") and no
	// exploded variable, the expansion holds at most one item a variable.
	items := len(m.s) + 1
	if op := p.op; !op.reserved && op.sep != '.' && op.sep != ',' {
		items = len(p.vars)
		for _, v := range p.vars {
			if v.Explode {
				items = len(m.s) + 1
			}
		}
	}
	j := i
	for ; j < len(m.s) && canHold(p.op, m.s[j]); j++ {
		if j > i && m.s[j] == p.op.sep {
			if items--; items == 0 {
				break
			}
		}
	}
	var ends []int
	var next *part
	if k+1 < len(m.t.parts) {
		next = &m.t.parts[k+1]
	}
	for e := i; e <= j; e++ {
		switch {
		case next == nil && e != len(m.s):
		case next != nil && next.op == nil && !strings.HasPrefix(m.s[e:], next.lit):
		default:
			ends = append(ends, e)
		}
	}
	return ends
}

// canHold reports whether octet c may stand in the expansion of an
// expression with operator op: with U+R any octet of a URI reference;
// otherwise the unreserved octets, "%" of a triplet, "," and "=" that join
// composite values, and the operator's own first string and separator.
func canHold(op *operator, c byte) bool {
	switch {
	case op.reserved, octets[c]&unreserved != 0:
		return true
	case c == '%', c == ',', c == '=', c == op.sep:
		return true
	}
	return op.first != "" && c == op.first[0]
}

// matchExpression reports whether text is an expansion of the expression
// p, and when vals is not nil stores the values it gives there.
func matchExpression(p *part, text string, vals map[string]any) bool {
	op := p.op
	if text == "" {
		return true // every variable undefined
	}
	if op.first != "" {
		if text[0] != op.first[0] {
			return false
		}
		text = text[1:]
	}
	items := strings.Split(text, string(op.sep))
	if op.named {
		return matchNamed(p, items, vals)
	}
	return matchUnnamed(p, items, vals)
}

// matchUnnamed gives the items of an expression whose operator is not
// named to its variables in order.
func matchUnnamed(p *part, items []string, vals map[string]any) bool {
	var failed map[[2]int]bool // (variable, items left) that gave no match
	return matchFrom(p, 0, items, vals, &failed)
}

// matchFrom gives items to the variables of p from vi on. The last
// variable takes what is left. Before it, a variable takes one item and
// an exploded one as many as leave one for each later variable; where the
// rest then does not match, they try the other counts: more items for a
// variable whose list or value may span them ("," or "." between), fewer
// for an exploded one. With vals nil it only reports whether some way
// matches, and remembers in failed the ways that did not.
func matchFrom(p *part, vi int, items []string, vals map[string]any, failed *map[[2]int]bool) bool {
	if len(items) == 0 {
		return true // the later variables are undefined
	}
	if vi == len(p.vars) {
		return false
	}
	v := &p.vars[vi]
	later := len(p.vars) - vi - 1
	if later == 0 {
		return storeItems(p, v, items, vals)
	}
	key := [2]int{vi, len(items)}
	if vals == nil && (*failed)[key] {
		return false
	}
	most := max(1, len(items)-later)
	if !v.Explode && p.op.sep == '/' {
		most = 1 // "/" stands in no value of "{/x}"
	}
	for k := range most {
		take := k + 1 // one item first, then more
		if v.Explode {
			take = most - k // as many as may be first, then fewer
		}
		if storeItems(p, v, items[:take], nil) && matchFrom(p, vi+1, items[take:], nil, failed) {
			if vals != nil {
				storeItems(p, v, items[:take], vals)
				matchFrom(p, vi+1, items[take:], vals, failed)
			}
			return true
		}
	}
	if *failed == nil {
		*failed = map[[2]int]bool{}
	}
	(*failed)[key] = true
	return false
}

// storeItems stores the items that a variable of an unnamed operator
// takes.
func storeItems(p *part, v *Var, items []string, vals map[string]any) bool {
	op := p.op
	if v.Explode {
		return storeExploded(v, op, items, vals)
	}
	switch {
	case len(items) == 1:
		return storeValue(v, op, items[0], vals)
	case op.sep == '.':
		// "." may stand in a value: the items are one value.
		return storeValue(v, op, strings.Join(items, "."), vals)
	case op.sep == ',':
		// Extra items are the members of a list.
		return storeValue(v, op, strings.Join(items, ","), vals)
	}
	return false // "/" stands in no value of "{/x}"
}

// matchNamed gives the items of an expression whose operator is named
// (";", "?", "&") to the variables they name; the items whose name is no
// variable's go to the first exploded variable, as the pairs of an
// associative array.
func matchNamed(p *part, items []string, vals map[string]any) bool {
	op := p.op
	seen := uint64(0)                // the non-exploded variables already given a value
	var exploded map[int][][2]string // the items of each exploded variable, in order
	for _, item := range items {
		name, value, hasEq := strings.Cut(item, "=")
		if !hasEq && op.ifemp != "" {
			return false // "?x" for "{?x}": Expand writes "?x="
		}
		vi := namedVar(p, name, seen)
		if vi < 0 {
			return false
		}
		if p.vars[vi].Explode {
			if exploded == nil {
				exploded = map[int][][2]string{}
			}
			exploded[vi] = append(exploded[vi], [2]string{name, value})
			continue
		}
		if vi < 64 {
			seen |= 1 << vi
		}
		if !storeValue(&p.vars[vi], op, value, vals) {
			return false
		}
	}
	for vi, its := range exploded {
		if !storeNamedExploded(&p.vars[vi], op, its, vals) {
			return false
		}
	}
	return true
}

// namedVar returns the index of the variable of p that the item name=...
// of a named operator's expansion sets: the variable of that name, if it
// is exploded or has no value yet (seen, for the first 64), or else the
// first exploded variable, whose items may have any name; -1 for none.
func namedVar(p *part, name string, seen uint64) int {
	for k := range p.vars {
		if p.vars[k].Name == name && (p.vars[k].Explode || k >= 64 || seen&(1<<k) == 0) {
			return k
		}
	}
	for k := range p.vars {
		if p.vars[k].Explode {
			return k
		}
	}
	return -1
}

// storeNamedExploded stores the items its of the exploded variable v of a
// named operator: a list when every item has v's name, an associative
// array otherwise.
func storeNamedExploded(v *Var, op *operator, its [][2]string, vals map[string]any) bool {
	list := make([]string, len(its))
	for i, kv := range its {
		if kv[0] != v.Name {
			return storePairs(v, op, its, vals) // an item of another name
		}
		list[i] = kv[1]
	}
	return storeList(v, op, list, vals)
}

// storeExploded stores the items of an exploded variable of an unnamed
// operator: pairs when every item is name=value (in "{.x*}", an item
// without "=" after one with it ends that value), a list otherwise.
func storeExploded(v *Var, op *operator, items []string, vals map[string]any) bool {
	pairs := make([][2]string, 0, len(items))
	for _, it := range items {
		k, val, ok := strings.Cut(it, "=")
		switch {
		case ok:
			pairs = append(pairs, [2]string{k, val})
		case op.sep == '.' && len(pairs) > 0:
			// "." stands in the values of "{.x*}" too: the item goes on
			// the value before it.
			pairs[len(pairs)-1][1] += "." + it
		default:
			return storeList(v, op, items, vals)
		}
	}
	return storePairs(v, op, pairs, vals)
}

// storeList stores members as a list.
func storeList(v *Var, op *operator, members []string, vals map[string]any) bool {
	list := make([]string, len(members))
	for i, m := range members {
		if !op.reserved && strings.ContainsAny(m, "=,") {
			return false // "=" and "," stand in no member of "{x*}"
		}
		d, ok := decode(op, m)
		if !ok {
			return false
		}
		list[i] = d
	}
	store(vals, v.Name, list)
	return true
}

// storePairs stores names and values as the pairs of an associative
// array.
func storePairs(v *Var, op *operator, items [][2]string, vals map[string]any) bool {
	pairs := make([][2]string, len(items))
	for i, kv := range items {
		if !op.reserved && strings.Contains(kv[1], "=") {
			return false // "=" stands in no value of "{x*}"
		}
		dk, ok1 := decode(op, kv[0])
		dv, ok2 := decode(op, kv[1])
		if !ok1 || !ok2 {
			return false
		}
		pairs[i] = [2]string{dk, dv}
	}
	store(vals, v.Name, pairs)
	return true
}

// storeValue stores the text of a variable that is not exploded: a list
// when it holds "," and the operator encodes "," in a value, a string
// otherwise, which a prefix must not exceed.
func storeValue(v *Var, op *operator, text string, vals map[string]any) bool {
	if !op.reserved && strings.Contains(text, "=") {
		return false // "=" stands in no value of "{x}"
	}
	if !op.reserved && strings.Contains(text, ",") {
		if v.Prefix > 0 {
			return false // a prefix has no list
		}
		return storeList(v, op, strings.Split(text, ","), vals)
	}
	d, ok := decode(op, text)
	if !ok || v.Prefix > 0 && countChars(d, op.reserved) > v.Prefix {
		return false
	}
	store(vals, v.Name, d)
	return true
}

// store stores the value of the variable name in vals, unless vals is nil
// or has one already: the first place that names a variable gives its
// value.
func store(vals map[string]any, name string, value any) {
	if vals == nil {
		return
	}
	if _, ok := vals[name]; !ok {
		vals[name] = value
	}
}

// decode returns the value that text was expanded from: decoded, but as
// written for reserved expansion.
func decode(op *operator, text string) (string, bool) {
	if op.reserved {
		return decodeUTF8(text), true
	}
	d, err := uri.Unescape(text)
	return d, err == nil
}

// decodeUTF8 decodes the triplets of text that encode a character beyond
// ASCII as UTF-8, which reserved expansion always encodes, and keeps the
// others, which may be the value's own.
func decodeUTF8(text string) string {
	i := strings.IndexByte(text, '%')
	if i < 0 {
		return text
	}
	var b []byte
	start := 0
	for ; i+2 < len(text); i++ {
		if !syntax.IsTriplet(text, i) || syntax.Decode(text, i) < utf8.RuneSelf {
			continue
		}
		// The octets of the triplets from i, as far as they go.
		var oct [utf8.UTFMax]byte
		n := 0
		for j := i; n < len(oct) && syntax.IsTriplet(text, j); j += 3 {
			oct[n] = syntax.Decode(text, j)
			n++
		}
		r, size := utf8.DecodeRune(oct[:n])
		if r == utf8.RuneError && size <= 1 {
			continue
		}
		b = append(b, text[start:i]...)
		b = append(b, oct[:size]...)
		i += 3*size - 1
		start = i + 1
	}
	if b == nil {
		return text
	}
	return string(append(b, text[start:]...))
}
