package view

import (
	"errors"
	"net/netip"
	"net/url"
	"strings"

	"github.com/uriref/uri"
	"github.com/uriref/uri/whatwg"
)

// Standard is the URL Standard's reading of the input, against the base
// when there is one, by package whatwg: what new URL(input, base) gives
// in a browser that follows the Standard. The page sets beside it what
// the browser it runs in gives, and marks where the two differ.
type Standard struct {
	// Failure is why the basic URL parser returns failure, for the base
	// or for the input; nil when it returns a URL. Getters and Validation
	// are then empty, and new URL throws a TypeError.
	Failure *Failure `json:"failure"`
	// Getters are those of the URL API, in the Standard's order: href,
	// origin, protocol, username, password, host, hostname, port,
	// pathname, search and hash.
	Getters []Getter `json:"getters"`
	// Validation lists the validation errors that did not stop the
	// parser, with their offsets in the input.
	Validation []Validation `json:"validation"`
}

// Getter is one getter of the URL API and what it returns.
type Getter struct {
	Name  string `json:"name"`  // as the URL API spells it: "href", "hostname", ...
	Value string `json:"value"` // as the Standard serializes it
}

// Failure is a *whatwg.Error told in words.
type Failure struct {
	Of      string `json:"of"`      // "input", or "base" when the base is what fails
	State   string `json:"state"`   // the parser's state, or the host parser's step, that failed
	Rule    string `json:"rule"`    // the name of the validation error the Standard reports there
	Offset  int    `json:"offset"`  // byte offset in the input, or in the base
	Octet   string `json:"octet"`   // the octet at Offset described, or "end of input"
	Message string `json:"message"` // the error's text, without the "whatwg: " prefix
}

// Validation is one whatwg.ValidationError.
type Validation struct {
	Name   string `json:"name"`   // the Standard's name, as "invalid-reverse-solidus"
	Offset int    `json:"offset"` // byte offset in the input
}

// HostReading is the host of the target, the input resolved against the
// base when there is one, as one reader reads it.
type HostReading struct {
	Reader string `json:"reader"` // "URL Standard", "RFC 3986" or "net/url"
	Host   string `json:"host"`   // the host, without its port; "" for none
	Failed bool   `json:"failed"` // the reader refuses the input, the base, or the resolution
	// Differs is set on the rows of RFC 3986 and net/url when their host
	// is not the URL Standard's, as hostDiffers says.
	Differs bool `json:"differs"`
}

// standard parses ref by the URL Standard, against base when it is not
// empty, and returns the URL, or nil, and what the page shows of it.
func standard(ref, base string) (*whatwg.URL, Standard) {
	var u *whatwg.URL
	var err error
	of := "input"
	if base == "" {
		u, err = whatwg.Parse(ref)
	} else if b, berr := whatwg.Parse(base); berr != nil {
		of, err = "base", berr
	} else {
		u, err = b.Parse(ref)
	}
	if err != nil {
		return nil, Standard{Failure: failure(err, of)}
	}
	s := Standard{Getters: []Getter{
		{"href", u.Href()}, {"origin", u.Origin()}, {"protocol", u.Protocol()},
		{"username", u.Username()}, {"password", u.Password()},
		{"host", u.Host()}, {"hostname", u.Hostname()}, {"port", u.Port()},
		{"pathname", u.Pathname()}, {"search", u.Search()}, {"hash", u.Hash()},
	}}
	for _, v := range u.ValidationErrors() {
		s.Validation = append(s.Validation, Validation{v.Name, v.Offset})
	}
	return u, s
}

// failure tells err, an error of whatwg.Parse or URL.Parse, in words.
func failure(err error, of string) *Failure {
	f := &Failure{Of: of, Message: strings.TrimPrefix(err.Error(), "whatwg: ")}
	var e *whatwg.Error
	if !errors.As(err, &e) || e.Err == nil {
		return f
	}
	f.State, f.Rule, f.Offset = e.State, e.Err.Rule, e.Err.Offset
	f.Octet = "end of input"
	if in := e.Err.Input; 0 <= f.Offset && f.Offset < len(in) {
		f.Octet = octet(in[f.Offset:])
	}
	return f
}

// hosts sets the host of the URL Standard's reading, w, beside those of
// RFC 3986 and of net/url, each of the target: ref, or ref resolved
// against base by RFC 3986 §5.2 (strict) and by ResolveReference.
func hosts(w *whatwg.URL, ref, base string) []HostReading {
	std := HostReading{Reader: "URL Standard", Failed: w == nil}
	if w != nil {
		std.Host = w.Hostname()
	}
	rfc := HostReading{Reader: "RFC 3986"}
	if t, ok := rfcTarget(ref, base); ok {
		if _, auth := t.Authority(); auth {
			rfc.Host = t.Host()
		}
	} else {
		rfc.Failed = true
	}
	nu := HostReading{Reader: "net/url"}
	if t, ok := netTarget(ref, base); ok {
		nu.Host = netHost(t)
	} else {
		nu.Failed = true
	}
	rfc.Differs = hostDiffers(std, rfc)
	nu.Differs = hostDiffers(std, nu)
	return []HostReading{std, rfc, nu}
}

// rfcTarget is ref parsed by RFC 3986, or resolved against base (§5.2.2,
// strict) when base is not empty; false when either fails.
func rfcTarget(ref, base string) (uri.URI, bool) {
	r, err := uri.Parse(ref)
	if err != nil || base == "" {
		return r, err == nil
	}
	b, err := uri.Parse(base)
	if err != nil {
		return uri.URI{}, false
	}
	t, err := b.Resolve(r)
	return t, err == nil
}

// netTarget is ref parsed by net/url, or resolved against base by
// ResolveReference when base is not empty; false when either fails.
func netTarget(ref, base string) (*url.URL, bool) {
	r, err := url.Parse(ref)
	if err != nil || base == "" {
		return r, err == nil
	}
	b, err := url.Parse(base)
	if err != nil {
		return nil, false
	}
	return b.ResolveReference(r), true
}

// netHost is net/url's host without its port, an IPv6 address kept in
// its brackets as the Standard's hostname keeps it.
func netHost(u *url.URL) string {
	h := u.Hostname()
	if strings.Contains(h, ":") {
		return "[" + h + "]"
	}
	return h
}

// hostDiffers reports whether r's host is not the URL Standard's, std:
// one of the two refuses the input and the other does not, or both read
// it and r's host, with its "%" triplets decoded and its letters lowercased
// (RFC 3986 §3.2.2, §6.2.2.1), is another name, or another
// IP address, than the Standard's. An RFC 3986 reg-name such as "0x7f.1"
// that the Standard reads as an IPv4 address differs from it.
func hostDiffers(std, r HostReading) bool {
	if std.Failed || r.Failed {
		return std.Failed != r.Failed
	}
	h := strings.ToLower(decoded(r.Host))
	if h == std.Host {
		return false
	}
	a, err1 := netip.ParseAddr(strings.Trim(h, "[]"))
	b, err2 := netip.ParseAddr(strings.Trim(std.Host, "[]"))
	return err1 != nil || err2 != nil || a != b
}
