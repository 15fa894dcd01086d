package view

import (
	"github.com/uriref/uri"
	"github.com/uriref/uri/iri"
)

// iriForm is u shown as an IRI (RFC 3987 §3.2).
func iriForm(u uri.URI) string {
	return iri.FromURI(u).String()
}
