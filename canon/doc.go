// Package canon writes URLs in the canonical forms that others define for
// their own purposes, where RFC 3986's normal form ([uri.URI.Normalize])
// answers another question: whether two URIs identify the same resource
// by the RFC's rules. The people who deduplicate billions of URLs ask
// whether two URLs lead to the same content, by rules of their own, and
// each of these forms is such a set of rules, written down by the project
// that defined it:
//
//   - [SafeBrowsing]: the canonical URL of Google Safe Browsing's "URLs and
//     Hashing", whose hash blocklists look up (Safe Browsing, Web Risk,
//     Mozilla's and Yandex's lists);
//   - [SURT], [SURTWith]: the Sort-friendly URI Reordering Transform of the
//     Internet Archive's surt, by which web archives key their indexes
//     ("org,archive)/goo?a&b");
//   - [Crawler]: RFC 3986's normal form, then what crawlers add to it:
//     query parameters sorted, tracking parameters ("utm_*", "fbclid")
//     removed, the fragment dropped, each step an option.
//
// Safe Browsing and surt read a URL as a browser or a crawler sees it, not
// only a valid URI: surrounding white space, a missing scheme, spaces, a
// "%" not followed by hex digits. The crawler profile reads a URI by RFC
// 3986 ([uri.Parse]).
//
// Each profile says what it changed, and why: [SafeBrowsingReport],
// [SURTReport] and [CrawlerReport] return, with the result, the list of
// [Change] values, an offset in the input and a code, as [uri.URI.Lint]
// lists its warnings. Errors are [*uri.Error] values, with the offset in
// the input where a profile finds no host, or a port that is no number.
//
// [SafeBrowsing] and [SURT] take linear time, and allocate once, for the
// result, when the URL needs no decoding.
package canon
