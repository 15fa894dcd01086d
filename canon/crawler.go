package canon

import (
	"slices"
	"strings"

	"github.com/uriref/uri"
	"github.com/uriref/uri/internal/syntax"
)

// CrawlerOptions says which of the optional steps of [Crawler] run. The
// zero value runs none: [Crawler] then gives RFC 3986's normal form.
// [DefaultCrawlerOptions] runs them all.
type CrawlerOptions struct {
	// SortQuery sorts the query's parameters by name, stably: parameters
	// of one name keep their order, duplicates are kept ("b=2&a=1&b=1" is
	// "a=1&b=2&b=1"). Names are compared octet by octet as the normal
	// form writes them.
	SortQuery bool
	// Drop lists the query parameters to remove: a name ("fbclid"), or a
	// prefix and "*" ("utm_*"), compared without regard to ASCII case
	// with each name as the normal form writes it ("utm%5Fsource" is
	// "utm_source" there). A query left with no parameter is removed
	// with its "?".
	Drop []string
	// DropFragment removes the fragment, which a server never sees.
	DropFragment bool
}

// DefaultCrawlerOptions returns the options of the crawler profile: every
// step on, and Drop the [TrackingParams].
func DefaultCrawlerOptions() CrawlerOptions {
	return CrawlerOptions{SortQuery: true, Drop: TrackingParams(), DropFragment: true}
}

// TrackingParams returns the default list of query parameters that
// [DefaultCrawlerOptions] drops: those that advertising and analytics
// services add to a link to count who followed it, and that change nothing
// in what the server sends. Each call returns a new slice, to which a
// caller may add its own.
//
//   - utm_*: Google Analytics' campaign parameters (utm_source, utm_medium,
//     utm_campaign, utm_term, utm_content, utm_id), which every analytics
//     service reads;
//   - gclid, dclid, gbraid, wbraid, _gl: Google Ads and Google's linker;
//   - fbclid, igshid: Facebook and Instagram;
//   - msclkid: Microsoft Advertising; yclid: Yandex; twclid: X (Twitter);
//     ttclid: TikTok; li_fat_id: LinkedIn;
//   - mc_cid, mc_eid: Mailchimp; _hsenc, _hsmi: HubSpot; mkt_tok: Marketo.
func TrackingParams() []string {
	return []string{
		"utm_*",
		"gclid", "dclid", "gbraid", "wbraid", "_gl",
		"fbclid", "igshid",
		"msclkid", "yclid", "twclid", "ttclid", "li_fat_id",
		"mc_cid", "mc_eid", "_hsenc", "_hsmi", "mkt_tok",
	}
}

// Crawler returns the URI s in the form crawlers compare URLs in: RFC
// 3986's normal form ([uri.URI.Normalize]: case, percent-encoding, dot
// segments, and the scheme's default port and empty path, §6.2.2 and
// §6.2.3), then the optional steps of o, in this order: the parameters in
// o.Drop removed, the others sorted, the fragment removed. s must be a
// URI reference by RFC 3986; the error is [uri.Parse]'s.
//
// The parameters of a query are what "&" separates, each a name up to its
// first "=" and a value: the convention of HTML forms, which RFC 3986
// §3.4 leaves to each server. Their text is kept as the normal form writes
// it: "+" and "%20" stay as they are, since a server may tell them apart.
//
// The result r always parses with [uri.Parse], Crawler(r, o) is r, and
// with no optional step r is the normal form of s.
func Crawler(s string, o CrawlerOptions) (string, error) {
	return crawler(s, o, nil)
}

// CrawlerReport returns what [Crawler] returns, and what it changed in s
// to get there, in the order of the offsets in s: the codes of
// [uri.URI.Lint] for the normal form (from [uri.LintSchemeCase] on), then
// [ChangeParam] for each parameter removed, [ChangeQueryOrder] at the "?"
// of a query sorted, [ChangeFragment] at the "#".
func CrawlerReport(s string, o CrawlerOptions) (string, []Change, error) {
	var rec recorder
	r, err := crawler(s, o, &rec)
	if err != nil {
		return "", nil, err
	}
	return r, rec.list(), nil
}

// normalFormCodes are the codes of uri.URI.Lint for the departures from
// the normal form, which Normalize changes.
var normalFormCodes = []string{
	uri.LintSchemeCase, uri.LintHostCase, uri.LintIPv6Form, uri.LintHexCase,
	uri.LintEncodedUnreserved, uri.LintDotSegment, uri.LintEmptyPort,
	uri.LintDefaultPort, uri.LintEmptyPath,
}

func crawler(s string, o CrawlerOptions, rec *recorder) (string, error) {
	u, err := uri.Parse(s)
	if err != nil {
		return "", err
	}
	if rec != nil {
		for _, w := range u.Lint() {
			if slices.Contains(normalFormCodes, w.Code) {
				rec.add(w.Offset, w.Code)
			}
		}
	}
	n := u.Normalize()
	if q, ok := n.Query(); ok && q != "" && (len(o.Drop) > 0 || o.SortQuery) {
		// Normalization keeps every "&" and "=" (RFC 3986 §2.2: reserved
		// octets are never decoded nor encoded), so the parameters of n
		// are those of u, in order: each is reported where u has it.
		in, _ := u.Query()
		at := queryStart(u)
		var kept []string
		for _, p := range strings.Split(q, "&") {
			if dropped(p, o.Drop) {
				rec.add(at, ChangeParam)
			} else {
				kept = append(kept, p)
			}
			k := strings.IndexByte(in, '&') + 1 // 0 after the last
			at, in = at+k, in[k:]
		}
		at = queryStart(u)
		if o.SortQuery {
			byName := func(a, b string) int { return strings.Compare(paramName(a), paramName(b)) }
			if !slices.IsSortedFunc(kept, byName) {
				rec.add(at-1, ChangeQueryOrder)
				slices.SortStableFunc(kept, byName)
			}
		}
		if len(kept) == 0 {
			n = n.Without(uri.ComponentQuery)
		} else if n, err = n.With(uri.Set(uri.ComponentQuery, strings.Join(kept, "&"))); err != nil {
			return "", err // unreachable: the parameters come from a valid query
		}
	}
	if _, ok := n.Fragment(); ok && o.DropFragment {
		rec.add(len(s)-len(fragment(u))-1, ChangeFragment)
		n = n.Without(uri.ComponentFragment)
	}
	return n.String(), nil
}

// paramName returns the name of the parameter p: up to its first "=".
func paramName(p string) string {
	name, _, _ := strings.Cut(p, "=")
	return name
}

// dropped reports whether the parameter p is one of drop.
func dropped(p string, drop []string) bool {
	name := paramName(p)
	for _, d := range drop {
		if prefix, ok := strings.CutSuffix(d, "*"); ok {
			if syntax.HasPrefixFold(name, prefix) {
				return true
			}
		} else if syntax.EqualFold(name, d) {
			return true
		}
	}
	return false
}

// queryStart returns the offset of the query of u in its text, past the
// "?".
func queryStart(u uri.URI) int {
	q, _ := u.Query()
	end := len(u.String())
	if f, ok := u.Fragment(); ok {
		end -= len(f) + 1
	}
	return end - len(q)
}

// fragment returns the fragment of u, or "".
func fragment(u uri.URI) string {
	f, _ := u.Fragment()
	return f
}
