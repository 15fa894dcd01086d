package text

// This file holds the list of active formatting elements (§13.2.4.3):
// the formatting elements that the in body insertion mode reopens where
// misnested markup closed them, and the adoption agency algorithm
// (§13.2.6.4.7) that reads their end tags. Only what the stack of open
// elements needs is kept: names and places, no nodes.

// maxFormats is how many formatting elements the list keeps after its
// last marker. The HTML Standard sets no such limit, but reopening the
// elements of the list costs time in its length, for every run of text:
// beyond the limit the earliest is dropped, as the Noah's Ark clause drops
// the earliest of four alike, so that reading takes time linear in the
// length of the document.
const maxFormats = 64

// A format is an entry of the list of active formatting elements: a
// formatting element, by its place in the stack of open elements, or a
// marker.
type format struct {
	name   string
	attrs  string // the source of the tag's attributes, trimmed, for the Noah's Ark clause
	index  int    // the element's index in the stack of open elements
	serial uint32 // the element's serial number, which tells it from later ones at the same index
	marker bool
}

// isOpen reports whether the element of f is in the stack of open
// elements.
func (r *treeReader) isOpen(f format) bool {
	return !f.marker && f.index < len(r.open) && r.open[f.index].serial == f.serial && !r.open[f.index].removed
}

// pushFormat puts the element just pushed on the list, after dropping the
// earliest of three others of the same name and attributes after the last
// marker (the Noah's Ark clause), or the earliest of maxFormats.
func (r *treeReader) pushFormat(attrs string) {
	e := r.open[len(r.open)-1]
	same, count, first, firstSame := 0, 0, -1, -1
	for i := len(r.formats) - 1; i >= 0 && !r.formats[i].marker; i-- {
		f := r.formats[i]
		count, first = count+1, i
		if f.name == e.name && f.attrs == attrs {
			same, firstSame = same+1, i
		}
	}
	switch {
	case same >= 3:
		r.dropFormat(firstSame)
	case count >= maxFormats:
		r.dropFormat(first)
	}
	r.formats = append(r.formats, format{name: e.name, attrs: attrs, index: len(r.open) - 1, serial: e.serial})
}

// dropFormat removes the i-th entry of the list.
func (r *treeReader) dropFormat(i int) {
	r.formats = append(r.formats[:i], r.formats[i+1:]...)
}

// pushMarker puts a marker on the list, as an applet, object, marquee,
// template, td, th or caption element does.
func (r *treeReader) pushMarker() {
	r.formats = append(r.formats, format{marker: true})
}

// clearToMarker removes the entries of the list down to the last marker
// and the marker, as the end of an element that pushed it does.
func (r *treeReader) clearToMarker() {
	i := len(r.formats) - 1
	for i >= 0 && !r.formats[i].marker {
		i--
	}
	r.formats = r.formats[:max(i, 0)]
}

// formatOf returns the index in the list of the last entry after the
// last marker of the element name, or -1.
func (r *treeReader) formatOf(name string) int {
	for i := len(r.formats) - 1; i >= 0 && !r.formats[i].marker; i-- {
		if r.formats[i].name == name {
			return i
		}
	}
	return -1
}

// formatAt returns the index in the list of the element at the index k
// of the stack, after the last marker, or -1.
func (r *treeReader) formatAt(k int) int {
	e := r.open[k]
	if e.ns != nsHTML || !formatting(e.name) {
		return -1
	}
	for i := len(r.formats) - 1; i >= 0 && !r.formats[i].marker; i-- {
		if f := r.formats[i]; f.index == k && f.serial == e.serial {
			return i
		}
	}
	return -1
}

// reconstruct reopens the elements of the list after the last marker that
// are not open, from the earliest, as characters and most start tags do
// in the in body insertion mode (§13.2.4.3).
func (r *treeReader) reconstruct() {
	n := len(r.formats)
	if n == 0 || r.formats[n-1].marker || r.isOpen(r.formats[n-1]) {
		return
	}
	i := n - 1
	for i > 0 && !r.formats[i-1].marker && !r.isOpen(r.formats[i-1]) {
		i--
	}
	for ; i < n; i++ {
		f := &r.formats[i]
		r.push(openElement{name: f.name, ns: nsHTML})
		f.index, f.serial = len(r.open)-1, r.open[len(r.open)-1].serial
	}
}

// adopt reads the end tag of the formatting element name by the adoption
// agency algorithm (§13.2.6.4.7), as far as the stack of open elements
// goes. Its outer loop moves the element past each special element above
// it, taking out of the stack on the way every element between that the
// list does not hold, and those it holds beyond the third before the
// special element; then the elements above the last special element are
// closed. The algorithm's limit of eight rounds of the outer loop is not
// kept: one with more than eight special elements above the formatting
// element closes what is above all of them.
func (r *treeReader) adopt(name string) {
	if top := len(r.open) - 1; top >= 0 && r.open[top].ns == nsHTML && r.open[top].name == name && r.formatAt(top) < 0 {
		r.popTo(top)
		return
	}
	i := r.formatOf(name)
	if i < 0 {
		r.anyOtherEndTag(name)
		return
	}
	f := r.formats[i]
	if !r.isOpen(f) {
		r.dropFormat(i)
		return
	}
	k := f.index
	if !r.inScope(k) {
		return
	}
	r.dropFormat(i)
	last := k
	for next := r.specialAbove(last); next >= 0; next = r.specialAbove(last) {
		r.takeOutBetween(last, next)
		last = next
	}
	if last == k {
		r.popTo(k)
		return
	}
	r.popTo(last + 1)
	r.takeOut(k)
}

// specialAbove returns the index of the first element of the special
// category above the k-th open element, or -1.
func (r *treeReader) specialAbove(k int) int {
	for i := k + 1; i < len(r.open); i++ {
		if e := r.open[i]; !e.removed && e.specialBelow == i {
			return i
		}
	}
	return -1
}

// takeOutBetween takes out of the stack the elements between the lo-th
// and the hi-th open element as the inner loop of the adoption agency
// algorithm does: those the list does not hold, and those it holds after
// the third counted down from hi, which it drops from the list too.
func (r *treeReader) takeOutBetween(lo, hi int) {
	count := 0
	for i := hi - 1; i > lo; i-- {
		if r.open[i].removed {
			continue
		}
		count++
		j := r.formatAt(i)
		if j >= 0 && count <= 3 {
			continue // the algorithm puts a copy in its place
		}
		if j >= 0 {
			r.dropFormat(j)
		}
		r.takeOut(i)
	}
}

// closeA closes the a element of the list after its last marker, if
// there is one, as an "a" start tag does: by the adoption agency
// algorithm, and then out of the list and the stack if that left it.
func (r *treeReader) closeA() {
	i := r.formatOf("a")
	if i < 0 {
		return
	}
	f := r.formats[i]
	r.adopt("a")
	for j := len(r.formats) - 1; j >= 0; j-- {
		if r.formats[j] == f {
			r.dropFormat(j)
			break
		}
	}
	if r.isOpen(f) {
		r.takeOut(f.index)
	}
}
