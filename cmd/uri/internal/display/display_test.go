package display

import (
	"bytes"
	"encoding/json"
	"testing"
)

func TestAppendJSONString(t *testing.T) {
	for _, s := range []string{"", "a\"b\\c", "\x00\x1f\x7f", "é€", "\xff\xfe", "<>&", "\u0085\u202e\u061c\u2069"} {
		got := AppendJSONString(nil, s)
		var back string
		if err := json.Unmarshal(got, &back); err != nil {
			t.Errorf("AppendJSONString(%q) = %s: not JSON: %v", s, got, err)
			continue
		}
		want, _ := json.Marshal(s) // encoding/json's reading of the same string
		var wantBack string
		json.Unmarshal(want, &wantBack)
		if back != wantBack {
			t.Errorf("AppendJSONString(%q) decodes to %q, encoding/json's to %q", s, back, wantBack)
		}
	}
}

// TestShowDecoded checks what a decoded component shows: a control
// character (C0, DEL, C1), a bidirectional control and an octet that is
// not UTF-8 as its triplets with uppercase hex digits (RFC 3986 §2.1),
// every other character decoded, and text that is no valid encoding as it
// is.
func TestShowDecoded(t *testing.T) {
	tests := []struct {
		in, show string
		problem  bool
		json     string // JSONDecoded: only an octet that is not UTF-8 stays a triplet
		jsonBad  bool
	}{
		{"a%20b%C3%A9", "a b\u00e9", false, "a b\u00e9", false},
		{"%1b[31m", "%1B[31m", true, "\x1b[31m", false},
		{"%00%0a%0D%7f", "%00%0A%0D%7F", true, "\x00\n\r\x7f", false},
		{"%C2%85%C2%9B", "%C2%85%C2%9B", true, "\u0085\u009b", false},
		{"txt%e2%80%aeexe", "txt%E2%80%AEexe", true, "txt\u202eexe", false},
		{"%D8%9C%E2%80%8E%E2%80%8F%E2%81%A6%E2%81%A9", "%D8%9C%E2%80%8E%E2%80%8F%E2%81%A6%E2%81%A9", true, "\u061c\u200e\u200f\u2066\u2069", false},
		{"%E2%80%8B", "\u200b", false, "\u200b", false}, // ZWSP is no Bidi_Control
		{"%ff%C3", "%FF%C3", true, "%FF%C3", true},
		{"100%", "100%", false, "100%", false}, // no valid encoding: as it is
	}
	for _, tt := range tests {
		if got, problem := ShowDecoded(tt.in); got != tt.show || problem != tt.problem {
			t.Errorf("ShowDecoded(%q) = %q, %t; want %q, %t", tt.in, got, problem, tt.show, tt.problem)
		}
		if got, bad := JSONDecoded(tt.in); got != tt.json || bad != tt.jsonBad {
			t.Errorf("JSONDecoded(%q) = %q, %t; want %q, %t", tt.in, got, bad, tt.json, tt.jsonBad)
		}
	}
}

// TestEscapeJSON checks that what encoding/json leaves raw, DEL, C1
// and the bidirectional controls, is escaped, and that the text still
// decodes to the same string.
func TestEscapeJSON(t *testing.T) {
	tests := []struct{ in, want string }{
		{"a\x7fb\u009b\u202e\u2069é", `"a\u007fb\u009b\u202e\u2069é"`},
		{"<a&b>", `"<a&b>"`},
	}
	for _, tt := range tests {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		enc.Encode(tt.in)
		got := string(EscapeJSON(bytes.TrimSuffix(buf.Bytes(), []byte("\n"))))
		if got != tt.want {
			t.Errorf("EscapeJSON(%q) = %s, want %s", tt.in, got, tt.want)
		}
		var back string
		if err := json.Unmarshal([]byte(got), &back); err != nil || back != tt.in {
			t.Errorf("EscapeJSON(%q) = %s decodes to %q, %v", tt.in, got, back, err)
		}
	}
}
