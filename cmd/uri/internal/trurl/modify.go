package trurl

import (
	"errors"
	"slices"
	"strings"

	"github.com/uriref/uri"
	"github.com/uriref/uri/cmd/uri/internal/format"
)

// escapeData percent-encodes every octet but the unreserved ones (RFC 3986
// §2.3), with uppercase hex digits: the encoding of "--set component=data"
// and of --append, --replace and --iterate.
func escapeData(s string) string { return uri.Escape(s, uri.ComponentHost) }

// escapePath encodes each segment of a path with escapeData.
func escapePath(s string) string {
	segs := strings.Split(s, "/")
	for i, seg := range segs {
		segs[i] = escapeData(seg)
	}
	return strings.Join(segs, "/")
}

// checkPart checks an encoded value against the rule of its component, in
// a URL around it.
func checkPart(comp, v string) error {
	var err error
	switch comp {
	case "scheme":
		_, err = uri.Build(uri.Set(uri.ComponentScheme, v))
	case "user", "options":
		if strings.IndexByte(v, ':') >= 0 {
			return errors.New("a \":\" in the " + comp + " would start the password")
		}
		_, err = uri.Build(uri.Set(uri.ComponentHost, "a"), uri.Set(uri.ComponentUserinfo, v))
	case "password":
		_, err = uri.Build(uri.Set(uri.ComponentHost, "a"), uri.Set(uri.ComponentUserinfo, ":"+v))
	case "host":
		_, err = uri.Build(uri.Set(uri.ComponentHost, v))
	case "port":
		_, err = uri.Build(uri.Set(uri.ComponentHost, "a"), uri.Set(uri.ComponentPort, v))
	case "path":
		_, err = uri.Build(uri.Set(uri.ComponentHost, "a"), uri.Set(uri.ComponentPath, v))
	case "query":
		_, err = uri.Build(uri.Set(uri.ComponentQuery, v))
	case "fragment":
		_, err = uri.Build(uri.Set(uri.ComponentFragment, v))
	}
	return err
}

// set applies one --set to t, or with status exitIterate one item of
// --iterate.
func (r *runner) set(t *turl, op setOp, status int) error {
	fail := func(err error) error {
		opt := "--set"
		if status == exitIterate {
			opt = "--iterate"
		}
		return errorf(status, "%s %s: %s", opt, op.comp, strings.TrimPrefix(err.Error(), "uri: "))
	}
	if op.ifUnset && t.has(op.comp) {
		return nil
	}
	v := op.val
	if op.comp == "url" {
		nt, err := r.parseURL(v)
		if err != nil {
			return fail(err)
		}
		*t = nt
		return nil
	}
	if op.comp == "zoneid" {
		if v != "" {
			return fail(errors.New("zone identifiers are not part of RFC 3986 (§3.2.2)"))
		}
		return nil
	}
	if v == "" {
		switch op.comp {
		case "scheme", "host":
			return fail(errors.New("a URL cannot be without its " + op.comp))
		}
		t.clear(op.comp)
		return nil
	}
	if op.encoded && r.acceptSpace {
		v = strings.ReplaceAll(v, " ", "%20") // as an input URL's
	}
	v = encodeSetValue(op.comp, v, op.encoded)
	if err := checkPart(op.comp, v); err != nil {
		return fail(err)
	}
	t.put(op.comp, v)
	if op.comp == "scheme" {
		t.guessed = false
	}
	return nil
}

// encodeSetValue returns the value of a --set as it goes into the URL: unless
// already encoded, percent-encoded as its component needs (a scheme and a
// port are left for checkPart to check, an IP literal is left as it is, a
// path is encoded segment by segment); a path starts with "/".
func encodeSetValue(comp, v string, encoded bool) string {
	if !encoded {
		switch comp {
		case "scheme", "port":
		case "host":
			if !strings.HasPrefix(v, "[") {
				v = escapeData(v)
			}
		case "path":
			v = escapePath(v)
		default:
			v = escapeData(v)
		}
	}
	if comp == "path" && !strings.HasPrefix(v, "/") {
		v = "/" + v // trurl's paths always start with "/"
	}
	return v
}

// put sets the component to v, which checkPart has checked.
func (t *turl) put(comp, v string) {
	s, has := t.Field(comp)
	if s == nil {
		return
	}
	*s = v
	if has != nil {
		*has = true
	}
}

// has reports whether the component is set, for "?=".
func (t *turl) has(comp string) bool {
	switch comp {
	case "url":
		return t.Scheme != ""
	case "scheme":
		return t.Scheme != "" && !t.guessed
	case "user":
		return t.HasUser
	case "password":
		return t.HasPassword
	case "options":
		return t.HasOption
	case "host":
		return t.HasHost
	case "port":
		return t.HasPort
	case "path":
		return t.Path != "" && t.Path != "/"
	case "query":
		return t.HasQuery
	case "fragment":
		return t.HasFragment
	}
	return false
}

func (t *turl) clear(comp string) {
	switch comp {
	case "user":
		t.User, t.HasUser = "", false
	case "password":
		t.Password, t.HasPassword = "", false
	case "options":
		t.Options, t.HasOption = "", false
	case "port":
		t.Port, t.HasPort = "", false
	case "path":
		t.Path = "/"
	case "query":
		t.Query, t.HasQuery = "", false
	case "fragment":
		t.Fragment, t.HasFragment = "", false
	}
}

// pairs splits the query at the separator, without the empty pairs.
func (r *runner) pairs(t *turl) []string { return t.Pairs(r.sep) }

func (r *runner) setPairs(t *turl, pairs []string) {
	t.Query, t.HasQuery = strings.Join(pairs, string(r.sep)), len(pairs) > 0
}

// encodePair encodes "key=value" (or "key") as one query pair: both sides
// of the first "=" are encoded separately, a space as "%20".
func encodePair(kv string) string {
	k, v, ok := strings.Cut(kv, "=")
	if !ok {
		return escapeData(k)
	}
	return escapeData(k) + "=" + escapeData(v)
}

// trimMatch reports whether a query key matches a --qtrim pattern: the
// whole key, or with a trailing "*" a prefix ("\*" is a literal "*"),
// without regard to ASCII case.
func trimMatch(key, pat string) bool {
	switch {
	case strings.HasSuffix(pat, `\*`):
		return strings.EqualFold(key, pat[:len(pat)-2]+"*")
	case strings.HasSuffix(pat, "*"):
		p := pat[:len(pat)-1]
		return len(key) >= len(p) && strings.EqualFold(key[:len(p)], p)
	}
	return strings.EqualFold(key, pat)
}

// modify makes the changes of the command line to t, in trurl's order:
// --redirect, --set, --append path=, --qtrim, --append query=, --replace
// (every pair with the key becomes one), --sort-query. As trurl's manual
// says, a URL made of --set alone is not redirected.
func (r *runner) modify(t *turl, input string) error {
	if r.hasRedirect && t.Scheme != "" {
		base, err := t.build()
		if err == nil {
			base, err = base.Normalize().Resolve(r.ref)
		}
		if err == nil {
			if _, ok := base.Authority(); !ok {
				err = errNoAuthority
			}
		}
		if err != nil {
			return &badURL{input, err}
		}
		guessed := t.guessed && !r.ref.HasScheme() // the scheme is still the one guessed
		*t = fromURI(base.Normalize())
		t.guessed = guessed
	}
	for _, op := range r.sets {
		if err := r.set(t, op, exitSet); err != nil {
			return err
		}
	}
	if t.HasOption && !format.HasOptions(t.Scheme) {
		return errorf(exitSet, "--set options: only IMAP URLs have options, not %s", t.Scheme)
	}
	for _, seg := range r.appendPath {
		if !strings.HasSuffix(t.Path, "/") {
			t.Path += "/"
		}
		t.Path += escapeData(seg)
	}
	pairs := r.pairs(t)
	for _, pat := range r.trims {
		pairs = slices.DeleteFunc(pairs, func(p string) bool { return trimMatch(format.PairKey(p), pat) })
	}
	for _, kv := range r.appendQuery {
		pairs = append(pairs, encodePair(kv))
	}
	for _, kv := range r.replaces {
		pairs = replacePairs(pairs, kv, r.replaceAdd)
	}
	if r.sortQuery {
		slices.SortStableFunc(pairs, func(a, b string) int {
			return strings.Compare(strings.ToLower(a), strings.ToLower(b))
		})
	}
	if len(r.appendQuery)+len(r.trims)+len(r.replaces) > 0 || r.sortQuery {
		r.setPairs(t, pairs)
	}
	return nil
}

// replacePairs replaces the pairs whose decoded key is that of kv
// ("key=value" or "key") by one, encoded, where the first of them stood,
// and with add appends it when there is none.
func replacePairs(pairs []string, kv string, add bool) []string {
	key, _, _ := strings.Cut(kv, "=")
	out, done := pairs[:0], false
	for _, p := range pairs {
		switch {
		case format.PairKey(p) != key:
			out = append(out, p)
		case !done:
			out, done = append(out, encodePair(kv)), true
		}
	}
	if !done && add {
		out = append(out, encodePair(kv))
	}
	return out
}

// checkRedirect parses the --redirect reference once.
func (r *runner) checkRedirect() error {
	ref, err := uri.Parse(r.redirect)
	if err != nil {
		return errorf(exitOption, "--redirect: %s", strings.TrimPrefix(err.Error(), "uri: "))
	}
	r.ref = ref
	return nil
}
