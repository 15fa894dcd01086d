// Package view computes what the browser viewer shows for a URI reference
// and a base: the reading of RFC 3986 by package uri, beside the reading of
// the same strings by net/url, and where the two differ; and the reading
// of the URL Standard by package whatwg, which the page sets beside the
// browser's own, with the hosts of the three readings compared.
//
// It is ordinary Go, tested natively; the WebAssembly main package only
// hands its result to JavaScript, as the plain maps and slices that
// [Plain] makes of it and js.ValueOf turns into JavaScript objects. The
// json tags name the fields as the page's script reads them.
package view

import (
	"errors"
	"net/url"
	"strings"
	"unicode/utf8"

	"github.com/uriref/uri"
)

// View is everything the page shows for one reference and one base.
type View struct {
	Input string `json:"input"` // the reference, as given
	Base  string `json:"base"`  // the base, as given; "" for none

	// Error is the reason the reference is not a URI reference by RFC 3986
	// §4.1; nil when it is one. The fields below up to IRI are then empty.
	Error *Error `json:"error"`
	// Spans cut Input into consecutive pieces, each marked with the
	// component or delimiter it belongs to, or with the error octet; their
	// texts put end to end give Input back.
	Spans []Span `json:"spans"`
	// Components are the seven components of RFC 3986 §3, in order, each
	// with its offsets in Input; absent ones have Present false.
	Components []Component `json:"components"`
	HostKind   string      `json:"hostKind"` // "none", "regname", "ipv4", "ipv6" or "ipvfuture"
	Addr       string      `json:"addr"`     // the netip.Addr of an IPv4 or IPv6 host, else ""
	Normal     string      `json:"normal"`   // the normal form, RFC 3986 §6.2.2 and §6.2.3
	IsNormal   bool        `json:"isNormal"` // Normal == Input
	Lint       []Warning   `json:"lint"`
	IRI        string      `json:"iri"` // the reference shown as an IRI, RFC 3987 §3.2

	// BaseError is the reason Base is not a URI reference; nil when it
	// is one, or when Base is empty.
	BaseError *Error `json:"baseError"`
	// Resolved holds the reference resolved against Base in each mode,
	// with net/url's ResolveReference last; empty without a base, or when
	// either string fails to parse by RFC 3986.
	Resolved []Resolution `json:"resolved"`

	// NetURL is what url.Parse makes of Input.
	NetURL NetURL `json:"netURL"`
	// Fields sets the two readings side by side, field by field, in the
	// order scheme, user, host, path, query, fragment, error.
	Fields []Field `json:"fields"`

	// Standard is the URL Standard's reading of Input, against Base when
	// Base is not empty, by package whatwg.
	Standard Standard `json:"standard"`
	// Hosts are the host of the URL Standard's reading, of RFC 3986's and
	// of net/url's, in that order, each of Input resolved against Base
	// when there is one, with those that are not the Standard's marked.
	Hosts []HostReading `json:"hosts"`
}

// Error is a *uri.Error told in words.
type Error struct {
	Message string `json:"message"` // the error's text, without the "uri: " prefix
	Offset  int    `json:"offset"`  // byte offset of the first octet that breaks Rule
	Rule    string `json:"rule"`    // the ABNF rule, as RFC 3986 spells it
	Octet   string `json:"octet"`   // the octet at Offset described, or "end of input"
}

// Span is a piece of the input text and what it is.
type Span struct {
	Text string `json:"text"` // a piece of the input
	// Class is a component name ("scheme", "userinfo", "host", "port",
	// "path", "query", "fragment"), "delim" for the delimiters between
	// them, "error" for the octet at the error's offset, or "" for text
	// before or after it in an invalid reference.
	Class string `json:"class"`
}

// Component is one component of a valid reference with its byte offsets:
// Value is Input[Start:End].
type Component struct {
	Name    string `json:"name"`    // "scheme", "userinfo", "host", "port", "path", "query" or "fragment"
	Value   string `json:"value"`   // as written, still percent-encoded
	Present bool   `json:"present"` // false for an absent component; the path is always present
	Start   int    `json:"start"`   // byte offset of its first octet, or where it would be
	End     int    `json:"end"`     // byte offset just after it
}

// Warning is one uri.Warning.
type Warning struct {
	Offset  int    `json:"offset"`  // byte offset in the input
	Code    string `json:"code"`    // one of the codes of uri.URI.Lint
	Message string `json:"message"` // the code in words, uri.Warning.Message
}

// Resolution is the reference resolved against the base in one mode.
type Resolution struct {
	Mode   string `json:"mode"`   // "RFC 3986", "RFC 2396 (draft)", "non-strict" or "net/url ResolveReference"
	Result string `json:"result"` // the target URI; "" on an error
	Error  string `json:"error"`  // why there is none; "" when there is one
	// Differs is set on net/url's row when its result is not the RFC 3986
	// one, or when exactly one of the two fails.
	Differs bool `json:"differs"`
}

// NetURL is what url.Parse makes of the input: the fields of *url.URL.
type NetURL struct {
	Error    string `json:"error"`    // url.Parse's error, and then the other fields are empty; "" for none
	Scheme   string `json:"scheme"`   // Scheme, lowercased by net/url
	User     string `json:"user"`     // Username, and ":" Password when set; decoded
	HasUser  bool   `json:"hasUser"`  // User != nil
	Host     string `json:"host"`     // Host: host and port, decoded
	Path     string `json:"path"`     // Path, decoded
	RawPath  string `json:"rawPath"`  // RawPath, set when the encoding of Path is not net/url's default
	Opaque   string `json:"opaque"`   // Opaque, as written
	RawQuery string `json:"rawQuery"` // RawQuery, as written
	Fragment string `json:"fragment"` // Fragment, decoded
}

// Field is one field of the two readings, side by side.
//
// The RFC column holds the component as written; the net/url column holds
// the field of *url.URL, which is decoded for User, Host, Path and
// Fragment. Differs compares what the two stand for:
//
//   - scheme: without regard to case (RFC 3986 §3.1); net/url lowercases it;
//   - user, host, path, fragment: the RFC component with its "%" triplets
//     decoded, against net/url's decoded field. The RFC host is the host
//     and ":" port, as net/url's Host holds both; for a URI net/url calls
//     opaque ("mailto:a@b"), the path is compared with Opaque, decoded;
//   - query: as written on both sides, since RawQuery is not decoded.
//
// An absent component counts as empty, since net/url cannot tell an absent
// fragment or user from an empty one. When exactly one side fails to parse,
// only the "error" field differs: the other side has no reading to compare.
type Field struct {
	Name    string `json:"name"`    // "scheme", "user", "host", "path", "query", "fragment" or "error"
	RFC     string `json:"rfc"`     // the RFC's reading, as written
	NetURL  string `json:"netURL"`  // net/url's field
	Differs bool   `json:"differs"` // the two differ, as above
}

// Analyze parses ref, and base when it is not empty, by RFC 3986 and by
// net/url, and returns what the viewer shows for them.
func Analyze(ref, base string) View {
	v := View{Input: ref, Base: base}
	u, err := uri.Parse(ref)
	if err != nil {
		v.Error = describe(err)
		v.Spans = errorSpans(ref, v.Error.Offset)
	} else {
		v.Components = components(u)
		v.Spans = spans(ref, v.Components)
		v.HostKind = u.HostKind().String()
		if a, ok := u.Addr(); ok {
			v.Addr = a.String()
		}
		n := u.Normalize()
		v.Normal = n.String()
		v.IsNormal = v.Normal == ref
		for _, w := range u.Lint() {
			v.Lint = append(v.Lint, Warning{w.Offset, w.Code, w.Message()})
		}
		v.IRI = iriForm(u)
	}

	nu, nerr := url.Parse(ref)
	v.NetURL = netURL(nu, nerr)
	v.Fields = fields(u, err, v.NetURL)
	w, std := standard(ref, base)
	v.Standard = std
	v.Hosts = hosts(w, ref, base)

	if base == "" {
		return v
	}
	b, berr := uri.Parse(base)
	if berr != nil {
		v.BaseError = describe(berr)
		return v
	}
	if err != nil {
		return v
	}
	v.Resolved = resolve(b, u, base, ref)
	return v
}

// describe tells err, a *uri.Error from Parse, in words.
func describe(err error) *Error {
	var e *uri.Error
	if !errors.As(err, &e) {
		return &Error{Message: err.Error()}
	}
	d := &Error{
		Message: strings.TrimPrefix(e.Error(), "uri: "),
		Offset:  e.Offset,
		Rule:    e.Rule,
		Octet:   "end of input",
	}
	if e.Offset < len(e.Input) {
		d.Octet = octet(e.Input[e.Offset:])
	}
	return d
}

// octet describes the first octet of s, with the character it begins
// when that is printable.
func octet(s string) string {
	c := s[0]
	hex := "0x" + string("0123456789ABCDEF"[c>>4]) + string("0123456789ABCDEF"[c&15])
	r, n := utf8.DecodeRuneInString(s)
	switch {
	case c < 0x20 || c == 0x7F:
		return "control octet " + hex
	case c == ' ':
		return "space (" + hex + ")"
	case r == utf8.RuneError && n <= 1:
		return "octet " + hex + " (not UTF-8)"
	case c >= 0x80:
		return `"` + s[:n] + `", whose UTF-8 form begins with ` + hex
	}
	return `"` + s[:1] + `" (` + hex + ")"
}

// errorSpans cuts s around the character that begins at offset, the error's.
func errorSpans(s string, offset int) []Span {
	var out []Span
	if offset > 0 {
		out = append(out, Span{s[:offset], ""})
	}
	if offset >= len(s) {
		// The error is at the end: an empty span marks the place.
		return append(out, Span{"", "error"})
	}
	_, n := utf8.DecodeRuneInString(s[offset:])
	out = append(out, Span{s[offset : offset+n], "error"})
	if offset+n < len(s) {
		out = append(out, Span{s[offset+n:], ""})
	}
	return out
}

// components lists the seven components of u with their offsets in
// u.String(). Each accessor returns a piece of the text as written, and
// the pieces follow one another in the order of RFC 3986 §3, separated by
// the delimiters the grammar fixes, so the offsets follow from the lengths.
func components(u uri.URI) []Component {
	out := make([]Component, 0, 7)
	pos := 0
	add := func(name, value string, present bool) {
		if !present {
			out = append(out, Component{Name: name, Start: pos, End: pos})
			return
		}
		out = append(out, Component{name, value, true, pos, pos + len(value)})
		pos += len(value)
	}
	scheme := u.Scheme()
	add("scheme", scheme, scheme != "")
	if scheme != "" {
		pos++ // ":"
	}
	_, hasAuth := u.Authority()
	if hasAuth {
		pos += 2 // "//"
	}
	ui, hasUI := u.Userinfo()
	add("userinfo", ui, hasUI)
	if hasUI {
		pos++ // "@"
	}
	add("host", u.Host(), hasAuth)
	port, hasPort := u.Port()
	if hasPort {
		pos++ // ":"
	}
	add("port", port, hasPort)
	add("path", u.Path(), true)
	q, hasQ := u.Query()
	if hasQ {
		pos++ // "?"
	}
	add("query", q, hasQ)
	f, hasF := u.Fragment()
	if hasF {
		pos++ // "#"
	}
	add("fragment", f, hasF)
	return out
}

// spans cuts s into its components and the delimiters between them; an
// empty component has no span.
func spans(s string, cs []Component) []Span {
	var out []Span
	pos := 0
	for _, c := range cs {
		if c.Start == c.End {
			continue
		}
		if c.Start > pos {
			out = append(out, Span{s[pos:c.Start], "delim"})
		}
		out = append(out, Span{s[c.Start:c.End], c.Name})
		pos = c.End
	}
	if pos < len(s) {
		out = append(out, Span{s[pos:], "delim"})
	}
	return out
}

func netURL(v *url.URL, err error) NetURL {
	if err != nil {
		return NetURL{Error: err.Error()}
	}
	n := NetURL{
		Scheme:   v.Scheme,
		Host:     v.Host,
		Path:     v.Path,
		RawPath:  v.RawPath,
		Opaque:   v.Opaque,
		RawQuery: v.RawQuery,
		Fragment: v.Fragment,
	}
	if v.User != nil {
		n.HasUser = true
		n.User = v.User.Username()
		if p, ok := v.User.Password(); ok {
			n.User += ":" + p
		}
	}
	return n
}

// fields sets u, the RFC's reading (or err), beside n, net/url's, as the
// doc comment of Field says.
func fields(u uri.URI, err error, n NetURL) []Field {
	var rfc [6]string
	if err == nil {
		rfc[0] = u.Scheme()
		rfc[1], _ = u.Userinfo()
		if _, ok := u.Authority(); ok {
			rfc[2] = u.Host()
			if p, ok := u.Port(); ok {
				rfc[2] += ":" + p
			}
		}
		rfc[3] = u.Path()
		rfc[4], _ = u.Query()
		rfc[5], _ = u.Fragment()
	}
	// net/url's path: Path, decoded, or for an opaque URI Opaque, decoded here.
	path := n.Path
	if n.Opaque != "" {
		path = decoded(n.Opaque)
	}
	nu := [6]string{n.Scheme, n.User, n.Host, path, n.RawQuery, n.Fragment}
	names := [6]string{"scheme", "user", "host", "path", "query", "fragment"}
	both := err == nil && n.Error == ""
	out := make([]Field, 0, 7)
	for i, name := range names {
		f := Field{Name: name, RFC: rfc[i], NetURL: nu[i]}
		if name == "path" && n.Opaque != "" {
			f.NetURL = "Opaque: " + n.Opaque
		}
		if both {
			switch name {
			case "scheme":
				f.Differs = !strings.EqualFold(rfc[i], nu[i])
			case "query":
				f.Differs = rfc[i] != nu[i]
			default:
				f.Differs = decoded(rfc[i]) != nu[i]
			}
		}
		out = append(out, f)
	}
	e := Field{Name: "error", NetURL: n.Error, Differs: (err == nil) != (n.Error == "")}
	if err != nil {
		e.RFC = strings.TrimPrefix(err.Error(), "uri: ")
	}
	return append(out, e)
}

// decoded is s with its "%" triplets decoded; s itself when it has a "%"
// that is not a triplet (never in a component that parsed).
func decoded(s string) string {
	d, err := uri.Unescape(s)
	if err != nil {
		return s
	}
	return d
}

// Modes are the resolution modes the viewer shows, in order.
var modes = []struct {
	name string
	o    uri.ResolveOptions
}{
	{"RFC 3986", uri.ResolveOptions{}},
	{"RFC 2396 (draft)", uri.ResolveOptions{RFC2396: true, AboveRoot: uri.AboveRootKeep}},
	{"non-strict", uri.ResolveOptions{NonStrict: true}},
}

func resolve(b, u uri.URI, base, ref string) []Resolution {
	out := make([]Resolution, 0, len(modes)+1)
	for _, m := range modes {
		r := Resolution{Mode: m.name}
		if t, err := b.ResolveWith(u, m.o); err != nil {
			r.Error = strings.TrimPrefix(err.Error(), "uri: ")
		} else {
			r.Result = t.String()
		}
		out = append(out, r)
	}
	n := Resolution{Mode: "net/url ResolveReference"}
	nb, err := url.Parse(base)
	if err == nil {
		var nr *url.URL
		if nr, err = url.Parse(ref); err == nil {
			n.Result = nb.ResolveReference(nr).String()
		}
	}
	if err != nil {
		n.Error = err.Error()
	}
	strict := out[0]
	n.Differs = (n.Error == "") != (strict.Error == "") || n.Error == "" && n.Result != strict.Result
	return append(out, n)
}
