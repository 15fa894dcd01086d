package scheme

import (
	"strings"

	"github.com/uriref/uri"
)

// Info is what an info URI holds (uri(7)): a Texinfo manual and a node in
// it. uri(7) gives two forms, neither registered with the IETF:
//
//   - GNOME's, "info:gcc" and "info:gcc#G++_and_GCC", with the node in the
//     fragment and "_" for each space;
//   - KDE's, "info:(gcc)" and "info:(gcc)G++ and GCC", with the node after
//     the parenthesized file. KDE writes spaces as they are, which RFC 3986
//     does not allow; this package reads and writes them as "%20":
//     "info:(gcc)G++%20and%20GCC".
//
// Node holds the node name with its spaces in both forms.
type Info struct {
	File string // the virtual file name, decoded; never empty
	Node string // the node name, decoded; "Top" when the URI names none
	KDE  bool   // the KDE form, "info:(file)node"
}

// ParseInfo reads the info URI u (uri(7)):
//
//	info:virtual-filename
//	info:virtual-filename#nodename
//	info:(virtual-filename)
//	info:(virtual-filename)nodename
//
// It refuses, with an [*uri.Error] whose Input is u.String(): another
// scheme, an authority or a query (Rule "info"); an empty file name, a
// "(" without its ")", or a KDE form with a fragment (Rule
// "virtual-filename").
func ParseInfo(u uri.URI) (Info, error) {
	i := Info{Node: "Top"}
	if err := checkScheme(u, "info", "info"); err != nil {
		return Info{}, err
	}
	if _, ok := u.Authority(); ok {
		return Info{}, errAt(u, authorityStart(u)-2, "info")
	}
	if err := noQuery(u, "info"); err != nil {
		return Info{}, err
	}
	p, at := u.Path(), pathStart(u)
	if strings.HasPrefix(p, "(") {
		i.KDE = true
		end := strings.IndexByte(p, ')')
		switch {
		case end < 0:
			return Info{}, errAt(u, at+len(p), "virtual-filename")
		case end == 1:
			return Info{}, errAt(u, at+1, "virtual-filename")
		}
		if _, ok := u.Fragment(); ok {
			return Info{}, errAt(u, at+len(p), "virtual-filename")
		}
		i.File = decode(p[1:end])
		if node := p[end+1:]; node != "" {
			i.Node = decode(node)
		}
		return i, nil
	}
	if p == "" {
		return Info{}, errAt(u, at, "virtual-filename")
	}
	i.File = decode(p)
	if f, ok := u.Fragment(); ok && f != "" {
		i.Node = strings.ReplaceAll(decode(f), "_", " ")
	}
	return i, nil
}

// URI returns the info URI of i, in the GNOME form unless i.KDE is set. A
// node of "" or "Top" is left out. In the GNOME form, the spaces of the
// node are written "_"; a node holding "_" itself can only be written in
// the KDE form, and gives an error in the other. A "(" in the file is
// percent-encoded in the GNOME form, so that it does not read as the KDE
// one. An error is an [*uri.Error] whose Input is the field at fault: Rule
// "virtual-filename" for an empty file, and "nodename" for a node with "_"
// in the GNOME form.
func (i Info) URI() (uri.URI, error) {
	if i.File == "" {
		return uri.URI{}, errIn(i.File, 0, "virtual-filename")
	}
	node := i.Node
	if node == "Top" {
		node = ""
	}
	if i.KDE {
		path := "(" + escape(i.File, uri.ComponentPathSegment, "()") + ")" + escape(node, uri.ComponentPath, "")
		return uri.Build(uri.Set(uri.ComponentScheme, "info"), uri.Set(uri.ComponentPath, path))
	}
	parts := []uri.Part{uri.Set(uri.ComponentScheme, "info"), uri.Set(uri.ComponentPath, escape(i.File, uri.ComponentPathSegment, "("))}
	if node != "" {
		if j := strings.IndexByte(node, '_'); j >= 0 {
			return uri.URI{}, errIn(i.Node, j, "nodename")
		}
		parts = append(parts, uri.Set(uri.ComponentFragment, uri.Escape(strings.ReplaceAll(node, " ", "_"), uri.ComponentFragment)))
	}
	return uri.Build(parts...)
}
