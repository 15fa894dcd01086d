package readings

import (
	"errors"

	"github.com/uriref/uri"
)

// field is one compared component, in the order of a Report's Diffs: the
// host first, as it decides where a request goes.
type field int

const (
	fieldHost field = iota
	fieldScheme
	fieldUser
	fieldPassword
	fieldPort
	fieldPath
	fieldQuery
	fieldFragment
	nFields
)

// fieldNames gives the Name of each field's Diff.
var fieldNames = [nFields]string{"host", "scheme", "user", "password", "port", "path", "query", "fragment"}

// fieldComponents gives the Component of each field's Diff.
var fieldComponents = [nFields]uri.Component{
	uri.ComponentHost, uri.ComponentScheme, uri.ComponentUserinfo, uri.ComponentUserinfo,
	uri.ComponentPort, uri.ComponentPath, uri.ComponentQuery, uri.ComponentFragment,
}

// reading is what one reader read: the Reading of the report, and each
// field's value and span.
type reading struct {
	Reading
	vals  [nFields]string
	spans [nFields]Span
}

// newReading returns the reading of r before it reads: no value, no span.
func newReading(r Reader) reading {
	rd := reading{Reading: Reading{Reader: r, Offset: -1}}
	rd.spans = noSpans()
	return rd
}

// noSpans returns a span for each field, none of them known.
func noSpans() (sp [nFields]Span) {
	for f := range sp {
		sp[f] = noSpan
	}
	return sp
}

// refuse records that the reader refused input with err, and where, when
// err is a *uri.Error about input (not about the base).
func (rd *reading) refuse(err error, input string) {
	rd.Err, rd.Error = err, err.Error()
	var e *uri.Error
	if errors.As(err, &e) && e.Input == input {
		rd.Offset = e.Offset
	}
}

// Compare reads input by the three readers and reports the components
// on which they differ: RFC 3986 reads it with [uri.Parse], the URL
// Standard with [whatwg.Parse] (which needs a scheme: there is no base),
// net/url with [url.Parse]. Each value is compared as a client uses it:
//
//   - host: the name looked up or the address connected to, without
//     brackets: a reg-name with its triplets decoded ([uri.URI.Hostname]),
//     ASCII letters in lowercase, a non-ASCII name in its A-labels (the
//     IDNA that RFC 3986 §3.2.2 asks for before a lookup, done as
//     [iri.HostToASCII] does, which is what the URL Standard's host parser
//     and net/http do), an IPv6 address in the form of RFC 5952;
//   - scheme: in lowercase;
//   - user and password: decoded;
//   - port: as a number without leading zeros, or the scheme's
//     [uri.DefaultPort] when there is none ("" without a host);
//   - path: every triplet decoded but "%2F" and "%25" (RFC 1630: "%2F" is
//     no "/"), an empty path with a host "/" for the schemes where it
//     means "/" (http, https, ws, wss, ftp: RFC 3986 §6.2.3); dot segments
//     as each reader leaves them: uri.Parse and url.Parse keep them (and
//     resolution removes only literal ones, RFC 3986 §5.2.4), the URL
//     Standard removes them, "%2e" included, so "http://a/b/../c"
//     differs on its path;
//   - query and fragment: with their "?" or "#", so that an empty one is
//     told from none, every triplet decoded but those that delimit within
//     a query ("&", "=", "+", ";", "#") and "%25"; a non-ASCII, control or
//     space octet is percent-encoded, as the URL Standard writes it.
//
// A reader that refuses the input reads no component: it differs from
// the others on every component that one of them reads. Three readers
// that refuse the input agree.
func Compare(input string) Report {
	rs := [3]reading{readRFC(input), readWHATWG(input), readNetURL(input)}
	return report(input, "", &rs)
}

// CompareRef resolves the reference ref against base by the three
// readers and reports the components of the results on which they
// differ, compared as [Compare] compares them: RFC 3986 resolves by §5.2
// ([uri.URI.Resolve], strict), the URL Standard parses ref with base as
// its base ([whatwg.URL.Parse]), net/url with [url.URL.ResolveReference].
// A reader that refuses the base refuses ref too. The spans are in ref;
// a component taken from the base has none.
func CompareRef(base, ref string) Report {
	rs := [3]reading{resolveRFC(base, ref), resolveWHATWG(base, ref), resolveNetURL(base, ref)}
	return report(ref, base, &rs)
}

// report compares the readings rs of input and returns the Report.
func report(input, base string, rs *[3]reading) Report {
	r := Report{Input: input, Base: base}
	for i := range rs {
		r.Readers[i] = rs[i].Reading
	}
	for f := range nFields {
		if agree(rs, f) {
			continue
		}
		d := Diff{Component: fieldComponents[f], Name: fieldNames[f]}
		for i := range rs {
			d.Values[i], d.Spans[i] = rs[i].vals[f], rs[i].spans[f]
		}
		r.Diffs = append(r.Diffs, d)
	}
	return r
}

// agree reports whether the readings agree on field f: those that read
// the input have one value, and, if some reader refused the input, that
// value is "", no component read.
func agree(rs *[3]reading, f field) bool {
	v, read, refused := "", false, false
	for i := range rs {
		switch {
		case rs[i].Refused():
			refused = true
		case !read:
			v, read = rs[i].vals[f], true
		case rs[i].vals[f] != v:
			return false
		}
	}
	return !refused || v == ""
}
