package uri

import (
	"iter"
	"maps"
	"net/url"
	"slices"
	"strings"

	"github.com/uriref/uri/internal/core"
)

// QueryMode says how the parameters of a query are decoded. RFC 3986 §3.4
// gives a query no inner structure; the key=value pairs separated by "&" are
// the convention of HTML forms (the WHATWG URL Standard §5,
// application/x-www-form-urlencoded), which also write a space as "+", as
// RFC 1630 did.
type QueryMode uint8

const (
	QueryForm   QueryMode = iota // "+" is a space, as HTML forms write one
	QueryStrict                  // "+" is a plus sign, as RFC 3986 reads it
)

// QueryParams returns an iterator over the parameters of u's query, in
// order, duplicates kept, each key and value decoded with [QueryMode]
// QueryForm. See [SplitQuery] for how the query is split, and for the other
// mode.
//
// It cannot meet a malformed triplet, since [Parse] refuses them. Walking
// the parameters allocates only for a key or value that needs decoding.
func (u URI) QueryParams() iter.Seq2[string, string] {
	q, _ := u.r().Query() // not u.Query(): QueryParams stays small enough to inline
	return queryParams(q, QueryForm)
}

// QueryParam returns the value of the first parameter of u's query whose
// key is key, and reports whether there is one. Keys and values are decoded
// as by [URI.QueryParams]. A key without "=" has the value "".
func (u URI) QueryParam(key string) (string, bool) {
	q, _ := u.Query()
	for q != "" {
		k, v, ok := cutParam(&q)
		if ok && decodeParam(k, QueryForm) == key {
			return decodeParam(v, QueryForm), true
		}
	}
	return "", false
}

// SplitQuery returns an iterator over the parameters of a query given
// without its "?", in order, duplicates kept, each key and value decoded
// by mode m. It reads the query as HTML forms write it:
//
//   - "&" separates parameters, and an empty one is skipped: "a&&b" has two;
//   - the first "=" separates a key from its value; a parameter without one
//     is a key with the value "": "x" and "x=" are the same;
//   - the key may be empty: "=x" is the key "" with the value "x";
//   - "%" HEXDIG HEXDIG is decoded after "+" is, so "%2B" is always "+".
//
// SplitQuery first checks every "%" in the query, and returns an [*Error]
// with Rule "pct-encoded" for the first malformed triplet, as [Unescape]
// does: a malformed triplet is an error, never skipped or passed through.
// So the iterator it returns has no error to report. The octets of the
// query are not otherwise checked, so that a query taken from elsewhere
// ([url.URL.RawQuery], say) can be read. Walking the iterator allocates only
// for a key or value that needs decoding, and a few times once.
func SplitQuery(query string, m QueryMode) (iter.Seq2[string, string], error) {
	if err := checkTriplets(query); err != nil {
		return nil, err
	}
	return queryParams(query, m), nil
}

// checkTriplets returns the error of Unescape for the first malformed
// triplet in s, without decoding anything.
func checkTriplets(s string) error {
	if end, ok := core.CheckTriplets(s); !ok {
		return &Error{Input: s, Offset: end, Rule: "pct-encoded"}
	}
	return nil
}

// queryParams is the iterator of SplitQuery over a query whose triplets are
// known to be valid.
func queryParams(query string, m QueryMode) iter.Seq2[string, string] {
	return func(yield func(string, string) bool) {
		for q := query; q != ""; {
			k, v, ok := cutParam(&q)
			if ok && !yield(decodeParam(k, m), decodeParam(v, m)) {
				return
			}
		}
	}
}

// cutParam cuts the first parameter off *q, split as SplitQuery says but
// not decoded. It reports false for an empty parameter, to be skipped.
func cutParam(q *string) (key, value string, ok bool) {
	var param string
	param, *q, _ = strings.Cut(*q, "&")
	if param == "" {
		return "", "", false
	}
	key, value, _ = strings.Cut(param, "=")
	return key, value, true
}

// decodeParam decodes one key or value whose triplets are known to be
// valid. It allocates only when there is something to decode.
func decodeParam(s string, m QueryMode) string {
	if m == QueryForm && strings.IndexByte(s, '+') >= 0 {
		s = strings.ReplaceAll(s, "+", " ")
	}
	d, err := Unescape(s)
	if err != nil {
		return s // cannot happen: the triplets were checked
	}
	return d
}

// EncodeQuery returns a query, without its "?", holding the given
// parameters in order as key=value pairs separated by "&". Keys and values
// are raw text, escaped with [ComponentQueryParam], which also encodes "&",
// "=", "+", ";" and "#": a space becomes "%20", never "+", so that both
// modes of [SplitQuery] decode the result back to the same pairs. "&" goes
// between every two pairs, even after a value that ends with "?", which
// stays as it is (RFC 3986 §3.4 allows it in a query). Give it to [Query],
// set with [URI.With] or [Build].
func EncodeQuery(params iter.Seq2[string, string]) string {
	var b []byte
	for k, v := range params {
		if len(b) > 0 {
			b = append(b, '&')
		}
		b = appendParam(b, k, v)
	}
	return string(b)
}

// appendQueryParam appends the parameter key=value to dst, escaped as
// [EncodeQuery] escapes it, and returns the extended buffer. It writes "&"
// first unless dst is empty or ends with "?" or "&", so that it can follow
// the "?" of a URI; after a value that ends with "?", the "&" is the
// caller's to write, as [EncodeQuery] does.
func appendQueryParam(dst []byte, key, value string) []byte {
	if n := len(dst); n > 0 && dst[n-1] != '?' && dst[n-1] != '&' {
		dst = append(dst, '&')
	}
	return appendParam(dst, key, value)
}

// appendParam appends key=value to dst, each escaped with
// ComponentQueryParam.
func appendParam(dst []byte, key, value string) []byte {
	dst = AppendEscape(dst, key, ComponentQueryParam)
	dst = append(dst, '=')
	return AppendEscape(dst, value, ComponentQueryParam)
}

// QueryParamValues returns the values of every parameter of u's query
// whose key is key, in order, decoded as by [URI.QueryParams]; nil when
// there is none. Unlike maps.Collect(u.QueryParams()), it keeps them all.
func (u URI) QueryParamValues(key string) []string {
	var vs []string
	q, _ := u.Query()
	for q != "" {
		k, v, ok := cutParam(&q)
		if ok && decodeParam(k, QueryForm) == key {
			vs = append(vs, decodeParam(v, QueryForm))
		}
	}
	return vs
}

// AddQueryParam returns u with the parameter key=value appended to its
// query, escaped as [EncodeQuery] escapes it, after a "&" unless the query
// is absent, empty or ends with "&". The query as written is kept octet
// for octet. It fails only when the result would be longer than [Parse]
// takes.
func (u URI) AddQueryParam(key, value string) (URI, error) {
	q, _ := u.Query()
	b := make([]byte, 0, len(q)+1+len(key)+len(value)+1)
	b = append(b, q...)
	if len(b) > 0 && b[len(b)-1] != '&' {
		b = append(b, '&') // after a "?" too: the query's own
	}
	return u.With(Set(ComponentQuery, string(appendQueryParam(b, key, value))))
}

// SetQueryParam returns u with key=value, escaped as [EncodeQuery] escapes
// it, in place of the first parameter whose key is key, and without the
// others with that key; appended as by [URI.AddQueryParam] when there is
// none. Keys are compared decoded, as [URI.QueryParam] compares them. The
// rest of the query is kept octet for octet. It fails only when the result
// would be longer than [Parse] takes.
func (u URI) SetQueryParam(key, value string) (URI, error) {
	b, found := u.editQuery(key, func(b []byte) []byte { return appendParam(b, key, value) })
	if !found {
		return u.AddQueryParam(key, value)
	}
	return u.With(Set(ComponentQuery, string(b)))
}

// DeleteQueryParam returns u without the parameters whose key is key,
// compared decoded as [URI.QueryParam] compares them, and without the "&"
// that followed each. The rest of the query is kept octet for octet; a
// query left with nothing goes with its "?": "http://x/p?k=1" without k
// is "http://x/p", as net/url writes it.
func (u URI) DeleteQueryParam(key string) URI {
	b, found := u.editQuery(key, nil)
	if !found {
		return u
	}
	if len(b) == 0 {
		return u.Without(ComponentQuery)
	}
	v, err := u.With(Set(ComponentQuery, string(b)))
	if err != nil {
		return u // cannot happen: the query only got shorter
	}
	return v
}

// editQuery rewrites u's query with every parameter whose key is key left
// out, but for the first, for which it appends what put writes, when put is
// not nil. It reports whether any parameter had the key.
func (u URI) editQuery(key string, put func([]byte) []byte) ([]byte, bool) {
	q, _ := u.Query()
	if !hasParam(q, key) {
		return nil, false
	}
	b := make([]byte, 0, len(q)+32)
	found := false
	for rest := q; ; {
		param, next, more := strings.Cut(rest, "&")
		k, _, _ := strings.Cut(param, "=")
		switch {
		case param != "" && decodeParam(k, QueryForm) == key:
			if !found && put != nil {
				b = put(b)
				if more {
					b = append(b, '&')
				}
			}
			found = true
		default:
			b = append(b, param...)
			if more {
				b = append(b, '&')
			}
		}
		if !more {
			break
		}
		rest = next
	}
	if n := len(b); found && n > 0 && b[n-1] == '&' && !strings.HasSuffix(q, "&") {
		b = b[:n-1] // the last parameter went, and its "&" before it stays
	}
	return b, found
}

// hasParam reports whether the query q has a parameter whose key is key,
// compared decoded.
func hasParam(q, key string) bool {
	for q != "" {
		k, _, ok := cutParam(&q)
		if ok && decodeParam(k, QueryForm) == key {
			return true
		}
	}
	return false
}

// EncodeQueryValues returns a query, without its "?", holding the values
// of v sorted by key, as [url.Values.Encode] sorts them, and each key's
// values in their order, escaped as [EncodeQuery] escapes them: a space is
// "%20", where Encode writes "+".
func EncodeQueryValues(v url.Values) string {
	keys := slices.Sorted(maps.Keys(v))
	var b []byte
	for _, k := range keys {
		for _, x := range v[k] {
			if len(b) > 0 {
				b = append(b, '&')
			}
			b = appendParam(b, k, x)
		}
	}
	return string(b)
}
