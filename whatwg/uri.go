package whatwg

import "github.com/uriref/uri"

// URI returns the RFC 3986 reading of u: [uri.Parse] of its href. It
// fails, with the *uri.Error of uri.Parse, where the serialization is not
// a URI, for the percent-encode sets of the URL Standard (§1.3) leave some
// code points as they are that RFC 3986 admits only percent-encoded:
//
//   - an opaque path (C0 control percent-encode set) keeps " ", '"', "<",
//     ">", "[", "\", "]", "^", "`", "{", "|" and "}";
//   - a path keeps "[", "]", "|" and, in a URL that is not special, "\";
//   - a query keeps "[", "\", "]", "^", "`", "{", "|" and "}", and, in a
//     URL that is not special, "'" (which RFC 3986 admits);
//   - a fragment keeps "#", "[", "\", "]", "^", "{", "|" and "}";
//   - a host that is not special (an opaque host) keeps '"', "`", "{"
//     and "}", which the forbidden host code points do not hold, and so
//     does a domain, which domain to ASCII does not refuse them in;
//   - every component keeps a "%" that two hex digits do not follow.
//
// Every code point above U+007E is percent-encoded (or, in a domain,
// written as Punycode) in all of them, and "/." before a path that starts
// with "//" keeps it from reading as an authority: those agree.
func (u *URL) URI() (uri.URI, error) { return uri.Parse(u.href) }
