// Package display writes text that the command uri prints, decoded
// components and messages on a terminal and strings in JSON, so that no
// raw control character reaches the output: a control character (C0, DEL,
// C1), a bidirectional control (see isBidiControl) and an octet that is not
// part of valid UTF-8 are shown as their "%" triplets, and JSON escapes
// them.
package display

import (
	"unicode/utf8"

	"github.com/uriref/uri"
)

// ShowDecoded decodes the "%" triplets of a component for display, as
// "uri get" and the trurl mode show a component by default. An octet that
// a terminal would take for a control, C0 (%x00-1F), DEL (%x7F) or a C1
// character (U+0080-U+009F), a bidirectional control (see isBidiControl),
// and an octet that is not part of valid UTF-8, is left as its triplet
// with uppercase hex digits, so that no raw control character reaches the
// output; problem reports whether there was one. Text that is not a valid
// encoding (a "%" without two hex digits) is shown as it is.
func ShowDecoded(s string) (out string, problem bool) {
	d, err := uri.Unescape(s)
	if err != nil {
		return s, false
	}
	return ShowControls(d)
}

// ShowControls returns d with every control character (C0, DEL, C1,
// bidirectional) and every octet that is not part of valid UTF-8 written
// as its "%" triplets, as ShowDecoded shows them, and reports whether
// there was one. It is for text that is shown as it is, such as an input
// in a message.
func ShowControls(d string) (out string, problem bool) {
	return triplets(d, true)
}

// Shown returns a message for standard error with its controls written as
// ShowControls writes them: a message may quote what the user gave (a
// file name, a flag's value), and no raw control reaches the terminal.
func Shown(msg string) string {
	t, _ := ShowControls(msg)
	return t
}

// JSONDecoded decodes the "%" triplets of s for a JSON string, which
// escapes the control characters itself (AppendJSONString): only an octet
// that is not part of valid UTF-8, which a JSON string cannot hold (RFC
// 8259 §8.1), is left as its triplet; problem reports one.
func JSONDecoded(s string) (out string, problem bool) {
	d, err := uri.Unescape(s)
	if err != nil {
		return s, false
	}
	return JSONText(d)
}

// JSONText returns d with every octet that is not part of valid UTF-8,
// which a JSON string cannot hold (RFC 8259 §8.1), written as its "%"
// triplet, and reports whether there was one.
func JSONText(d string) (out string, problem bool) {
	return triplets(d, false)
}

// triplets returns d with every octet that is not part of valid UTF-8
// and, with controls, every control character written as "%" triplets,
// and reports whether there was one.
func triplets(d string, controls bool) (out string, problem bool) {
	var b []byte
	for i := 0; i < len(d); {
		c := d[i]
		n := 1
		bad := controls && (c < 0x20 || c == 0x7f)
		if c >= utf8.RuneSelf {
			var r rune
			r, n = utf8.DecodeRuneInString(d[i:])
			bad = r == utf8.RuneError && n == 1 || controls && (0x80 <= r && r <= 0x9f || isBidiControl(r))
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

// isBidiControl reports whether r is one of Unicode's bidirectional
// controls (the property Bidi_Control): ALM U+061C, LRM U+200E, RLM
// U+200F, the embeddings and overrides U+202A-U+202E and the isolates
// U+2066-U+2069. A terminal that shows them reorders the text around them,
// so that "txt\u202Eexe.pdf" reads "txtfdp.exe"; the command writes none of
// them raw, as it writes no control character.
func isBidiControl(r rune) bool {
	switch {
	case r == 0x061c, r == 0x200e, r == 0x200f:
		return true
	case 0x202a <= r && r <= 0x202e, 0x2066 <= r && r <= 0x2069:
		return true
	}
	return false
}

const upperHex = "0123456789ABCDEF"

// AppendJSONString appends s as a JSON string. Invalid UTF-8 becomes
// U+FFFD, as encoding/json does. Every control character is escaped as
// \uXXXX, so that none reaches a terminal raw: C0 and DEL, which JSON
// requires or allows to escape, the C1 characters U+0080-U+009F, which a
// terminal may take for commands (U+009B is CSI), and the bidirectional
// controls (isBidiControl), which reorder what it shows.
func AppendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '"' || c == '\\':
				b = append(b, '\\', c)
			case c < 0x20 || c == 0x7f:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&15])
			default:
				b = append(b, c)
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			b = append(b, `\ufffd`...)
		} else if r <= 0x9f || isBidiControl(r) {
			b = append(b, '\\', 'u', hex[r>>12], hex[r>>8&15], hex[r>>4&15], hex[r&15])
		} else {
			b = append(b, s[i:i+n]...)
		}
		i += n
	}
	return append(b, '"')
}

// EscapeJSON returns the JSON text j, as encoding/json writes it, with
// the control characters that encoding/json leaves raw, DEL, the C1
// characters and the bidirectional controls, escaped as \uXXXX, as
// AppendJSONString escapes them. They stand only inside strings, where
// the escape means the same character.
func EscapeJSON(j []byte) []byte {
	const hex = "0123456789abcdef"
	var b []byte
	for i := 0; i < len(j); {
		r, n := utf8.DecodeRune(j[i:])
		if r == 0x7f || 0x80 <= r && r <= 0x9f || isBidiControl(r) {
			if b == nil {
				b = append(make([]byte, 0, len(j)+16), j[:i]...)
			}
			b = append(b, '\\', 'u', hex[r>>12], hex[r>>8&15], hex[r>>4&15], hex[r&15])
		} else if b != nil {
			b = append(b, j[i:i+n]...)
		}
		i += n
	}
	if b == nil {
		return j
	}
	return b
}
