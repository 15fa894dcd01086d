// Package whatwg parses URLs as browsers do: the basic URL parser of the
// WHATWG URL Standard (https://url.spec.whatwg.org/), state by state as
// the Standard writes it, with the getters and setters of its URL API.
//
// The Standard and RFC 3986 disagree on many inputs: a browser reads
// "http://evil.com\@good.com/" as a URL whose host is evil.com, while RFC
// 3986 refuses it, and so does net/url. [URL.URI] gives the RFC 3986
// reading of a parsed URL, and fails where its serialization is not a
// URI. Package readings says, component by component, where the three
// readers differ.
//
// A failure is an [*Error], which wraps a [*uri.Error]: it says which
// state of the parser refused which code point, at which byte offset of
// the input. The validation errors that do not stop the parser are kept
// on the URL, each with its offset ([URL.ValidationErrors]), and so is
// where each component was read ([URL.InputSpan]): offsets in the input
// as given, before the parser removed tabs, newlines and the spaces
// around it. The validation errors are those of the Standard's text of
// 2025, with the four that its text of 2026 added to the host parser and
// its IPv4 and IPv6 parsers: domain-percent-encoded,
// IPv4-non-ASCII-input, IPv4-too-few-parts and IPv6-piece-leading-zero.
//
// A URL is its serialization, href, and the offsets of its components in
// it: the getters slice href. An input that is already in the form the
// serializer writes, as most URLs in the wild are, is recognised in one
// pass and kept as the href, at the cost of one allocation; any other
// runs through the states of the parser, which write the href once.
package whatwg
