// Package syntax holds the primitives that the packages of this module
// share: the octet classes of RFC 3986 Appendix A, the characters RFC 3987
// adds, hexadecimal digits and "%" triplets, ASCII case, the scanner of a
// scheme, and the one table of schemes whose syntax the module knows.
//
// Every package of the module reads these and writes none of them again.
package syntax

// The hooks by which package uri lends package iri what only it can do
// with a uri.URI, whose offsets are unexported. Package uri sets them as it
// is initialized; both return a uri.URI in the any.
var (
	// ParseIRI parses s by the grammar of RFC 3987 §2.2, with package
	// uri's parser, into a uri.URI whose text is the IRI s. Its error is a
	// *uri.Error.
	ParseIRI func(s string) (any, error)

	// Retext returns the uri.URI u with the text s, in which each offset o
	// of u stands at at(o).
	Retext func(u any, s string, at func(int) int) any
)
