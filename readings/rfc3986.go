package readings

import (
	"strings"

	"github.com/uriref/uri"
)

// readRFC reads s by RFC 3986: uri.Parse.
func readRFC(s string) reading {
	rd := newReading(RFC3986)
	u, err := uri.Parse(s)
	if err != nil {
		rd.refuse(err, s)
		return rd
	}
	rd.fromRFC(u)
	rd.spans = rfcSpans(u)
	return rd
}

// resolveRFC resolves ref against base by RFC 3986 §5.2, strict.
func resolveRFC(base, ref string) reading {
	rd := newReading(RFC3986)
	b, err := uri.Parse(base)
	if err != nil {
		rd.refuse(err, ref)
		return rd
	}
	r, err := uri.Parse(ref)
	if err != nil {
		rd.refuse(err, ref)
		return rd
	}
	t, err := b.Resolve(r)
	if err != nil {
		rd.refuse(err, ref)
		return rd
	}
	rd.fromRFC(t)
	rd.spans = rfcSpans(r)
	if !r.HasScheme() && r.HostKind() == uri.HostNone && r.Path() == "" {
		rd.spans[fieldPath] = noSpan // §5.2.2: T.path = Base.path
	}
	return rd
}

// fromRFC sets the values of rd from u, as Compare compares them.
func (rd *reading) fromRFC(u uri.URI) {
	rd.Href = u.String()
	scheme := lowerASCII(u.Scheme())
	host := ""
	if u.HostKind() != uri.HostNone {
		host = lookupHost(u.Hostname())
	}
	rd.vals[fieldHost] = host
	rd.vals[fieldScheme] = scheme
	user, _ := u.Username()
	rd.vals[fieldUser] = decodeAll(user)
	pw, _ := u.Password()
	rd.vals[fieldPassword] = decodeAll(pw)
	port, _ := u.Port()
	rd.vals[fieldPort] = connectPort(scheme, host, port)
	rd.vals[fieldPath] = clientPath(scheme, host, u.Path())
	if q, ok := u.Query(); ok {
		rd.vals[fieldQuery] = clientQuery("?", q, keepQuery)
	}
	if f, ok := u.Fragment(); ok {
		rd.vals[fieldFragment] = clientQuery("#", f, keepOther)
	}
}

// rfcSpans returns where each component of u stands in u.String(), which
// is the text Parse read: the accessors give each component as written,
// so that its offset is the sum of the lengths before it and of their
// delimiters (RFC 3986 §5.3).
func rfcSpans(u uri.URI) [nFields]Span {
	sp := noSpans()
	i := 0
	if u.HasScheme() {
		sp[fieldScheme] = Span{0, len(u.Scheme())}
		i = len(u.Scheme()) + 1
	}
	if auth, ok := u.Authority(); ok {
		i += 2
		end := i + len(auth)
		if ui, ok := u.Userinfo(); ok {
			sp[fieldUser], sp[fieldPassword] = userinfoSpans(u.String(), i, i+len(ui))
			i += len(ui) + 1
		}
		sp[fieldHost] = Span{i, i + len(u.Host())}
		if p, ok := u.Port(); ok {
			sp[fieldPort] = Span{end - len(p), end}
		}
		i = end
	}
	sp[fieldPath] = Span{i, i + len(u.Path())}
	i += len(u.Path())
	if q, ok := u.Query(); ok {
		sp[fieldQuery] = Span{i + 1, i + 1 + len(q)}
		i += 1 + len(q)
	}
	if f, ok := u.Fragment(); ok {
		sp[fieldFragment] = Span{i + 1, i + 1 + len(f)}
	}
	return sp
}

// userinfoSpans splits the userinfo s[start:end] at its first ":" into
// the spans of the user and of the password (none without a ":").
func userinfoSpans(s string, start, end int) (user, password Span) {
	if c := strings.IndexByte(s[start:end], ':'); c >= 0 {
		return Span{start, start + c}, Span{start + c + 1, end}
	}
	return Span{start, end}, noSpan
}
