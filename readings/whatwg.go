package readings

import (
	"strings"

	"github.com/uriref/uri"
	"github.com/uriref/uri/whatwg"
)

// readWHATWG reads s by the URL Standard: whatwg.Parse, with no base.
func readWHATWG(s string) reading {
	rd := newReading(URLStandard)
	u, err := whatwg.Parse(s)
	if err != nil {
		rd.refuse(err, s)
		return rd
	}
	rd.fromWHATWG(u, s)
	return rd
}

// resolveWHATWG parses ref with base as its base, as the URL Standard's
// basic URL parser does with a base URL.
func resolveWHATWG(base, ref string) reading {
	rd := newReading(URLStandard)
	b, err := whatwg.Parse(base)
	if err != nil {
		rd.refuse(err, ref)
		return rd
	}
	u, err := b.Parse(ref)
	if err != nil {
		rd.refuse(err, ref)
		return rd
	}
	rd.fromWHATWG(u, ref)
	return rd
}

// fieldSpanComponents gives the component whose InputSpan is the span of
// each field but the user and the password, which split the userinfo's.
var fieldSpanComponents = [nFields]uri.Component{
	fieldHost: uri.ComponentHost, fieldScheme: uri.ComponentScheme,
	fieldPort: uri.ComponentPort, fieldPath: uri.ComponentPath,
	fieldQuery: uri.ComponentQuery, fieldFragment: uri.ComponentFragment,
}

// fromWHATWG sets the values of rd from u, as Compare compares them, and
// the spans from u.InputSpan, in input.
func (rd *reading) fromWHATWG(u *whatwg.URL, input string) {
	href := u.Href()
	rd.Href = href
	for _, v := range u.ValidationErrors() {
		rd.ValidationErrors = append(rd.ValidationErrors, v.String())
	}
	scheme := strings.TrimSuffix(u.Protocol(), ":")
	host := lookupHost(decodeAll(u.Hostname())) // an opaque host keeps its triplets
	rd.vals[fieldHost] = host
	rd.vals[fieldScheme] = scheme
	rd.vals[fieldUser] = decodeAll(u.Username())
	rd.vals[fieldPassword] = decodeAll(u.Password())
	rd.vals[fieldPort] = connectPort(scheme, host, u.Port())
	rd.vals[fieldPath] = clientPath(scheme, host, u.Pathname())
	// Search and Hash are "" for an empty query or fragment as for none;
	// the serialization tells them apart: no component before them holds
	// a raw "?" or "#" (the percent-encode sets of the URL Standard).
	noHash, hash, hasHash := strings.Cut(href, "#")
	if q := strings.IndexByte(noHash, '?'); q >= 0 {
		rd.vals[fieldQuery] = clientQuery("?", noHash[q+1:], keepQuery)
	}
	if hasHash {
		rd.vals[fieldFragment] = clientQuery("#", hash, keepOther)
	}
	for f, c := range fieldSpanComponents {
		if c == uri.ComponentNone {
			continue
		}
		if start, end, ok := u.InputSpan(c); ok {
			rd.spans[f] = Span{start, end}
		}
	}
	if start, end, ok := u.InputSpan(uri.ComponentUserinfo); ok {
		rd.spans[fieldUser], rd.spans[fieldPassword] = userinfoSpans(input, start, end)
	}
}
