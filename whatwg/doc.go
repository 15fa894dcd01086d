// Package whatwg parses URLs as browsers do: the basic URL parser of the
// WHATWG URL Standard (https://url.spec.whatwg.org/), state by state as
// the Standard writes it, with the getters and setters of its URL API.
//
// The Standard and RFC 3986 disagree on many inputs: a browser reads
// "http://evil.com\@good.com/" as a URL whose host is evil.com, RFC 3986
// refuses it, and net/url reads another host again. [URL.URI] gives the
// RFC 3986 reading of a parsed URL, and fails where its serialization is
// not a URI.
//
// A failure is an [*Error], which wraps a [*uri.Error]: it says which
// state of the parser refused which code point, at which byte offset of
// the input. The validation errors that do not stop the parser are kept
// on the URL, each with its offset ([URL.ValidationErrors]).
package whatwg
