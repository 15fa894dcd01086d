package uri

import "strings"

// pathPrefix returns what must stand before path so that it reads back as
// a path where there is no authority, and, when scheme is false, no
// scheme either: "/." before a path that starts with "//", which would
// read as an authority (RFC 3986 §3.3), and "./" before a first segment
// with a ":", which would read as a scheme (§4.2). Both are dot segments,
// so the path means what it did: remove_dot_segments takes them away.
func pathPrefix(path string, scheme bool) string {
	if strings.HasPrefix(path, "//") {
		return "/."
	}
	if scheme {
		return ""
	}
	for i := 0; i < len(path) && path[i] != '/'; i++ {
		if path[i] == ':' {
			return "./"
		}
	}
	return ""
}
