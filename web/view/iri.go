package view

import "github.com/uriref/uri"

// iriForm is u shown as an IRI (RFC 3987 §3.2). It is the viewer's one use
// of the IRI functions.
func iriForm(u uri.URI) string {
	return u.IRI().String()
}
