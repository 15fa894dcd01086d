package main

import (
	"unicode/utf8"

	"github.com/uriref/uri"
)

// showDecoded decodes the "%" triplets of a component for display, as
// "uri get" and the trurl mode show a component by default. An octet that
// a terminal would take for a control, C0 (%x00-1F), DEL (%x7F) or a C1
// character (U+0080-U+009F), and an octet that is not part of valid UTF-8,
// is left as its triplet with uppercase hex digits, so that no raw control
// character reaches the output; problem reports whether there was one.
// Text that is not a valid encoding (a "%" without two hex digits) is
// shown as it is.
func showDecoded(s string) (out string, problem bool) {
	d, err := uri.Unescape(s)
	if err != nil {
		return s, false
	}
	return showControls(d)
}

// showControls returns d with every control character (C0, DEL, C1) and
// every octet that is not part of valid UTF-8 written as its "%" triplet,
// as showDecoded shows them, and reports whether there was one. It is for
// text that is shown as it is, such as an input in a message.
func showControls(d string) (out string, problem bool) {
	var b []byte
	for i := 0; i < len(d); {
		c := d[i]
		n := 1
		bad := c < 0x20 || c == 0x7f
		if c >= utf8.RuneSelf {
			var r rune
			r, n = utf8.DecodeRuneInString(d[i:])
			bad = r == utf8.RuneError && n == 1 || 0x80 <= r && r <= 0x9f
		}
		if bad {
			if b == nil {
				b = append(make([]byte, 0, len(d)+8), d[:i]...)
			}
			for _, o := range []byte(d[i : i+n]) {
				b = append(b, '%', upperHex[o>>4], upperHex[o&15])
			}
			problem = true
		} else if b != nil {
			b = append(b, d[i:i+n]...)
		}
		i += n
	}
	if b == nil {
		return d, false
	}
	return string(b), problem
}

const upperHex = "0123456789ABCDEF"
