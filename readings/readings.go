// Package readings reads one URL by three readers and says where they
// disagree: RFC 3986 (package [github.com/uriref/uri], strict), the WHATWG
// URL Standard, which browsers follow (package
// [github.com/uriref/uri/whatwg]), and Go's net/url. A filter that checks
// a URL with one reader and a client that fetches it with another are the
// classic server-side request forgery: "http://evil.com\@good.com/" is
// refused by RFC 3986 and net/url, and is a URL of the host evil.com to a
// browser.
//
// Each component is compared as a client uses it, the same way for the
// three readers (see [Compare]), and the host comes first in a [Report],
// as it decides where a request goes.
package readings

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/uriref/uri"
)

// Reader names one of the three readers of a [Report].
type Reader int

const (
	RFC3986     Reader = iota // package uri: RFC 3986 Appendix A, and §5.2 to resolve
	URLStandard               // package whatwg: the URL Standard's basic URL parser
	NetURL                    // net/url: url.Parse, and URL.ResolveReference to resolve
)

// String returns the reader's name: "rfc3986", "whatwg" or "net/url".
func (r Reader) String() string {
	switch r {
	case RFC3986:
		return "rfc3986"
	case URLStandard:
		return "whatwg"
	case NetURL:
		return "net/url"
	}
	return "Reader(" + strconv.Itoa(int(r)) + ")"
}

// MarshalText returns the reader's name, as String does.
func (r Reader) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// Report is what the three readers read in one input, and where they
// differ. The zero Report is that of no input read.
type Report struct {
	Input   string     `json:"input"`          // the input, or the reference resolved against Base
	Base    string     `json:"base,omitempty"` // the base of CompareRef; "" for Compare
	Readers [3]Reading `json:"readers"`        // indexed by Reader
	Diffs   []Diff     `json:"diffs"`          // the components on which they differ, host first; empty when they agree
}

// Agree reports whether the readers agree on every component: Diffs is
// empty. Three readers that all refuse the input agree.
func (r *Report) Agree() bool { return len(r.Diffs) == 0 }

// Reading is what one reader made of the input: its serialization of the
// URL it read, or the error with which it refused the input.
type Reading struct {
	Reader Reader `json:"reader"`          // which reader: its index in Report.Readers
	Href   string `json:"href"`            // the URL as the reader writes it; "" when it refused the input
	Err    error  `json:"-"`               // why the reader refused the input (or the base); nil when it read it
	Error  string `json:"error,omitempty"` // Err's message
	// Offset is where in the input the reader stopped, when it refused
	// it and says where (a *uri.Error's Offset); -1 otherwise, and for
	// an error about the base.
	Offset int `json:"offset"`
	// ValidationErrors are, for the URL Standard, the validation errors
	// that did not stop its parser, each with its offset in the input
	// ("invalid-reverse-solidus at 15"): where the input is no valid URL
	// string, though a browser reads it. The other readers have none.
	ValidationErrors []string `json:"validationErrors,omitempty"`
}

// Refused reports whether the reader refused the input.
func (r *Reading) Refused() bool { return r.Err != nil }

// Diff is one component on which the readers differ, with each reader's
// value and where in the input the reader read it. A reader that refused
// the input has the value "" and the span {-1, -1}.
type Diff struct {
	// Component is the component of RFC 3986 §3 that the values are:
	// ComponentHost, ComponentScheme, ComponentUserinfo (for the user
	// and for the password), ComponentPort, ComponentPath,
	// ComponentQuery or ComponentFragment.
	Component uri.Component `json:"-"`
	// Name is the Component's name, or "user" or "password" for the two
	// halves of a userinfo.
	Name string `json:"component"`
	// Values holds each reader's value, compared as Compare says.
	Values [3]string `json:"values"`
	// Spans holds where each reader read the component in the input.
	Spans [3]Span `json:"spans"`
}

// Span is where a reader read a component in the input: the octets
// Input[Start:End], the delimiters excluded ("//", "@", ":", "?", "#").
// Start and End are -1 when the reader read none (it refused the input,
// the component is absent, or it came from the base or from a default)
// or when where it read it is not known.
type Span struct {
	Start int `json:"start"` // the offset of the component's first octet, or -1
	End   int `json:"end"`   // the offset past its last octet, or -1
}

// noSpan is the span of a component read from no known place.
var noSpan = Span{-1, -1}

// Known reports whether s is a place in the input.
func (s Span) Known() bool { return s.Start >= 0 }

// String returns the report in words, one line each: the input, what
// each reader read (or why it refused it), then one line per component
// on which they differ, or that they agree:
//
//	input "http://evil.com\\@good.com/"
//	rfc3986: refused: uri: invalid character "\\" in userinfo at offset 15 ...
//	whatwg: read http://evil.com/@good.com/ (invalid-reverse-solidus at 15)
//	net/url: refused: parse "http://evil.com\\@good.com/": net/url: invalid userinfo
//	host differs: rfc3986 refused, whatwg "evil.com" at 7-15, net/url refused
func (r *Report) String() string {
	var b strings.Builder
	b.WriteString("input " + strconv.Quote(r.Input))
	if r.Base != "" {
		b.WriteString(" against base " + strconv.Quote(r.Base))
	}
	b.WriteByte('\n')
	for _, rd := range r.Readers {
		b.WriteString(rd.Reader.String() + ": ")
		if rd.Refused() {
			b.WriteString("refused: " + rd.Error + "\n")
		} else {
			b.WriteString("read " + rd.Href)
			if len(rd.ValidationErrors) > 0 {
				b.WriteString(" (" + strings.Join(rd.ValidationErrors, ", ") + ")")
			}
			b.WriteByte('\n')
		}
	}
	for _, d := range r.Diffs {
		b.Write(d.appendText(nil, &r.Readers))
		b.WriteByte('\n')
	}
	switch {
	case !r.Agree():
	case r.Readers[0].Refused() && r.Readers[1].Refused() && r.Readers[2].Refused():
		b.WriteString("the readers agree: each refused the input\n")
	default:
		b.WriteString("the readers agree\n")
	}
	return b.String()
}

// String returns the difference in words, as a line of [Report.String]
// shows it, but that a reader that refused the input shows as "none",
// like one that read no such component, where the report says "refused":
//
//	host differs: rfc3986 "0x7f.1" at 7-13, whatwg "127.0.0.1" at 7-13, net/url "0x7f.1" at 7-13
func (d *Diff) String() string { return string(d.appendText(nil, nil)) }

// appendText appends d in words; a reader whose Reading in readers (when
// not nil) refused the input shows as "refused".
func (d *Diff) appendText(b []byte, readers *[3]Reading) []byte {
	b = append(b, d.Name+" differs:"...)
	for i, v := range d.Values {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, " "+Reader(i).String()+" "...)
		switch {
		case readers != nil && readers[i].Refused():
			b = append(b, "refused"...)
			continue
		case v == "" && !d.Spans[i].Known():
			b = append(b, "none"...)
		default:
			b = strconv.AppendQuote(b, v)
		}
		if s := d.Spans[i]; s.Known() {
			b = append(b, " at "...)
			b = strconv.AppendInt(b, int64(s.Start), 10)
			b = append(b, '-')
			b = strconv.AppendInt(b, int64(s.End), 10)
		}
	}
	return b
}

// JSON returns the report as one line of JSON, without its line ending,
// as "uri diff --json" prints it: encoding/json's, but that "<", ">" and
// "&", frequent in URLs, are not escaped.
func (r *Report) JSON() []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.Encode(r) // nothing in a Report fails to encode
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}
