package core

import (
	"unsafe"

	"github.com/uriref/uri/internal/syntax"
)

// Writer composes the text of a URI reference, component by component in
// the order of RFC 3986 §5.3, and records the offsets that Parse would find
// in it as it writes them: nothing that the package composes is parsed
// again. Its text is allocated once, at the size given to NewWriter, and
// becomes the URI's string without a copy, as strings.Builder does.
//
// The caller writes what each component's rule admits; the writer does
// not check it. A component can also be appended straight to B, between
// the offsets that the caller records with At. No method keeps a pointer
// to the writer, and all but Plain and AuthorityOf are small enough to be
// inlined, so that a writer stays on its caller's stack.
type Writer struct {
	B []byte
	O Offsets // the offsets so far
}

// NewWriter returns a Writer for a text of n octets.
func NewWriter(n int) Writer { return Writer{B: make([]byte, 0, n)} }

// At returns the offset at which the next octet will be written.
func (w *Writer) At() uint32 { return uint32(len(w.B)) }

// Scheme writes the scheme s and its ":".
func (w *Writer) Scheme(s string) {
	w.B = append(w.B, s...)
	w.O.SchemeEnd = w.At()
	w.B = append(w.B, ':')
}

// Plain appends s if its octets are all of class c, a single class of
// syntax.Octets, and none is "%", and reports whether it did; otherwise w
// is as it was. The writer must have room for s. It copies first and tests
// once, with the union of the octets' stops for a class that has them
// (syntax.StopMask), and the intersection of their classes for the
// others, which admit no "%": no branch per octet.
func (w *Writer) Plain(s string, c syntax.Class) bool {
	at := len(w.B)
	dst := w.B[at : at+len(s)]
	ok := false
	if c >= syntax.UserinfoOctet {
		var stops uint8
		for i := range len(s) {
			stops |= syntax.Stops[s[i]]
			dst[i] = s[i]
		}
		ok = stops&uint8(syntax.StopMask(c)) == 0
	} else {
		all := ^syntax.Class(0)
		for i := range len(s) {
			all &= syntax.Octets[s[i]]
			dst[i] = s[i]
		}
		ok = all&c != 0
	}
	if ok {
		w.B = w.B[:at+len(s)]
	}
	return ok
}

// AuthorityOf writes "//" and the authority of v, which has one, as v has
// it.
func (w *Writer) AuthorityOf(v Ref) {
	w.B = append(w.B, "//"...)
	from, start := v.AuthorityStart(), w.At()
	w.B = append(w.B, v.s[from:v.PathStart()]...)
	w.O.HostStart = start + v.HostStart() - from
	w.O.HostEnd = start + v.HostEnd() - from
	w.O.Kind = v.Kind()
}

// Path writes the path: prefix, then s. prefix is "" or what pathPrefix
// returns for s.
func (w *Writer) Path(prefix, s string) {
	w.StartPath()
	w.B = append(w.B, prefix...)
	w.B = append(w.B, s...)
	w.EndPath()
}

// StartPath marks where the path starts; the caller appends it to b.
func (w *Writer) StartPath() { w.O.PathStart = w.At() }

// EndPath marks where the path ends.
func (w *Writer) EndPath() { w.O.PathEnd = w.At() }

// Query writes "?" and the query s.
func (w *Writer) Query(s string) {
	w.B = append(w.B, '?')
	w.B = append(w.B, s...)
	w.O.QueryEnd = w.At()
}

// Fragment writes "#" and the fragment s.
func (w *Writer) Fragment(s string) {
	w.B = append(w.B, '#')
	w.B = append(w.B, s...)
}

// String returns the text written, without a copy. The writer must not be
// used after it.
func (w *Writer) String() string { return unsafe.String(unsafe.SliceData(w.B), len(w.B)) }

// Done returns the Ref written. The writer must not be used after it: its
// text is the Ref's string.
func (w *Writer) Done() Ref { return w.O.Ref(w.String()) }
