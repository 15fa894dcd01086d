package oracle

import (
	"math/rand/v2"
	"strings"
)

// Tokens are the pieces that Reference joins: octets and short strings that
// each stand at an edge of some rule of RFC 3986 or RFC 3987.
var Tokens = []string{
	"a", "B", "z9", "-", "_", "~", ".", "..", "/", "//", "./", "../", "/.", "/..", ":", "::", "@",
	"?", "#", "[", "]", "%", "%2e", "%2F", "%41", "%g1", "!", "$", "&", "'", "(", ")", "*", "+",
	",", ";", "=", "0", "1", "255", "256", "01", "1.2.3.4", "::1", "v1.x", "fe80::", "[::1]",
	"[v9.a]", "ffff:1.2.3.4", "http:", "x:", "//h", " ", "\t", "\x00", "\x7f", "\\", "\"", "<",
	"|", "é", "\xff", ":80", ":443", "%7e", "%3a", "%C3%A9", "\u00a0", "\ue000", "\U000f0000", "\ufffd", "\u200e", "\U0001f600", "\xc3",
}

// Runs is how many random inputs each oracle test tries: 100,000, or
// 10,000 when short is set (go test -short, as CI runs under the race
// detector).
func Runs(short bool) int {
	if short {
		return 10_000
	}
	return 100_000
}

// Reference joins up to twelve of the Tokens drawn by r.
func Reference(r *rand.Rand) string {
	var b strings.Builder
	for range r.IntN(13) {
		b.WriteString(Tokens[r.IntN(len(Tokens))])
	}
	return b.String()
}
