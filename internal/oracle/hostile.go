package oracle

import "strings"

// Input is a worst case for time, built to a size of about n octets.
type Input struct {
	Name string
	Make func(n int) string
}

// Hostile are worst cases for time: inputs built so that a parser that rescans, or a
// remove_dot_segments that searches the output again for each "..", takes
// quadratic time. Each is a function of the size n in octets.
var Hostile = []Input{
	{"dotdot", func(n int) string { return "http://a" + Repeat("/..", n) }},
	{"dotdot-deep", func(n int) string { return "http://a" + Repeat("/x", n/2) + Repeat("/..", n/2) }},
	{"dot", func(n int) string { return "http://a" + Repeat("/.", n) }},
	{"pct-valid", func(n int) string { return "http://a/" + Repeat("%41", n) }},
	{"pct-lower", func(n int) string { return "http://a/" + Repeat("%7e", n) }},
	{"pct-bad", func(n int) string { return "http://a/" + Repeat("%", n) }},
	{"brackets", func(n int) string { return "http://" + Repeat("[", n) }},
	{"colons", func(n int) string { return "a:" + Repeat(":", n) }},
	{"port-colons", func(n int) string { return "http://a" + Repeat(":", n) }},
	{"ats", func(n int) string { return "http://" + Repeat("@", n) + "/" }},
	{"userinfo", func(n int) string { return "http://" + Repeat("a", n) + "@b/" }},
	{"ipv6-pieces", func(n int) string { return "http://[" + Repeat("1:", n) + "]/" }},
	{"query", func(n int) string { return "http://a/?" + Repeat("a=b&", n) }},
	{"slashes", func(n int) string { return Repeat("/", n) }},
	{"ipv6-colons", func(n int) string { return "http://[" + Repeat(":", n) + "]/" }},
	{"pct-query", func(n int) string { return "http://a/?" + Repeat("%", n) }},
	{"ats-path", func(n int) string { return "http://a/" + Repeat("@", n) }},
	// For Normalize and Equal: dot segments that only decoding reveals,
	// and a host and triplets that all need rewriting.
	{"dotdot-pct", func(n int) string { return "http://a" + Repeat("/%2e%2E", n) }},
	{"dotdot-pct-deep", func(n int) string { return "http://a" + Repeat("/%78", n/2) + Repeat("/%2E%2e", n/2) }},
	{"upper-host", func(n int) string { return "HTTP://" + Repeat("A.", n) + ":80/" }},
	// Relative references, for Resolve: ".." segments to merge with the
	// base's path, and a deep path that they then climb back out of.
	{"dotdot-rel", func(n int) string { return Repeat("../", n) + "g" }},
	{"dotdot-rel-deep", func(n int) string { return Repeat("x/", n/2) + Repeat("../", n/2) + "g" }},
	{"dot-rel", func(n int) string { return Repeat("./", n) + "g" }},
}

// Repeat repeats s to about n octets.
func Repeat(s string, n int) string { return strings.Repeat(s, max(1, n/len(s))) }
