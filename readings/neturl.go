package readings

import (
	"net/url"
	"strings"
)

// readNetURL reads s by net/url: url.Parse.
func readNetURL(s string) reading {
	rd := newReading(NetURL)
	u, err := url.Parse(s)
	if err != nil {
		rd.refuse(err, s)
		return rd
	}
	rd.fromNetURL(u)
	rd.spans = netURLSpans(s, u)
	rd.dropEmptyFragment()
	return rd
}

// dropEmptyFragment forgets the span of a fragment that net/url did not
// keep: it reads "a#" as "a".
func (rd *reading) dropEmptyFragment() {
	if rd.vals[fieldFragment] == "" {
		rd.spans[fieldFragment] = noSpan
	}
}

// resolveNetURL resolves ref against base by net/url:
// base.ResolveReference(ref).
func resolveNetURL(base, ref string) reading {
	rd := newReading(NetURL)
	b, err := url.Parse(base)
	if err != nil {
		rd.refuse(err, ref)
		return rd
	}
	r, err := url.Parse(ref)
	if err != nil {
		rd.refuse(err, ref)
		return rd
	}
	rd.fromNetURL(b.ResolveReference(r))
	rd.spans = netURLSpans(ref, r)
	rd.dropEmptyFragment()
	if r.Scheme == "" && r.Host == "" && r.User == nil && r.Path == "" {
		rd.spans[fieldPath] = noSpan // the base's path
	}
	return rd
}

// fromNetURL sets the values of rd from u, as Compare compares them.
func (rd *reading) fromNetURL(u *url.URL) {
	rd.Href = u.String()
	scheme := lowerASCII(u.Scheme)
	host := lookupHost(u.Hostname())
	rd.vals[fieldHost] = host
	rd.vals[fieldScheme] = scheme
	if u.User != nil {
		rd.vals[fieldUser] = u.User.Username()
		rd.vals[fieldPassword], _ = u.User.Password()
	}
	rd.vals[fieldPort] = connectPort(scheme, host, u.Port())
	p := u.Opaque // "http:x" has the opaque path "x"
	if p == "" {
		p = u.EscapedPath()
	}
	rd.vals[fieldPath] = clientPath(scheme, host, p)
	if u.ForceQuery || u.RawQuery != "" {
		rd.vals[fieldQuery] = clientQuery("?", u.RawQuery, keepQuery)
	}
	if u.Fragment != "" { // net/url keeps no empty fragment
		rd.vals[fieldFragment] = clientQuery("#", u.EscapedFragment(), keepOther)
	}
}

// netURLSpans returns where url.Parse read each component of u in s, by
// the steps of its parser: the fragment after the first "#", the scheme
// before the first ":" (when u has one), the query after the first "?"
// of the rest, an authority after "//" up to the next "/" (not for a
// "///" without a scheme), the userinfo up to its last "@", the port
// after the host's last ":" (after "]" in an IP literal), and the user
// before the userinfo's first ":".
func netURLSpans(s string, u *url.URL) [nFields]Span {
	sp := noSpans()
	end := len(s)
	if h := strings.IndexByte(s, '#'); h >= 0 {
		sp[fieldFragment] = Span{h + 1, len(s)}
		end = h
	}
	i := 0
	if u.Scheme != "" {
		sp[fieldScheme] = Span{0, len(u.Scheme)}
		i = len(u.Scheme) + 1
	}
	if q := strings.IndexByte(s[i:end], '?'); q >= 0 {
		sp[fieldQuery] = Span{i + q + 1, end}
		end = i + q
	}
	rest := s[i:end]
	if strings.HasPrefix(rest, "//") && (u.Scheme != "" || !strings.HasPrefix(rest, "///")) {
		i += 2
		a := end
		if k := strings.IndexByte(s[i:end], '/'); k >= 0 {
			a = i + k
		}
		netURLAuthoritySpans(&sp, s, i, a)
		i = a
	}
	sp[fieldPath] = Span{i, end}
	return sp
}

// netURLAuthoritySpans sets the spans of the authority s[start:end] as
// net/url's parseAuthority and parseHost split it.
func netURLAuthoritySpans(sp *[nFields]Span, s string, start, end int) {
	if at := strings.LastIndexByte(s[start:end], '@'); at >= 0 {
		sp[fieldUser], sp[fieldPassword] = userinfoSpans(s, start, start+at)
		start += at + 1
	}
	hostEnd := end
	colonFrom := start
	if strings.HasPrefix(s[start:end], "[") {
		if b := strings.LastIndexByte(s[start:end], ']'); b >= 0 {
			colonFrom = start + b
		}
	}
	if c := strings.LastIndexByte(s[colonFrom:end], ':'); c >= 0 {
		hostEnd = colonFrom + c
		sp[fieldPort] = Span{hostEnd + 1, end}
	}
	sp[fieldHost] = Span{start, hostEnd}
}
