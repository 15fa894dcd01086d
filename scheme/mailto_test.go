package scheme_test

import (
	"fmt"
	"testing"

	"github.com/uriref/uri/scheme"
)

func TestParseMailto(t *testing.T) {
	type M = scheme.Mailto
	type H = scheme.Header
	testParse(t, scheme.ParseMailto, []parseCase[M]{
		// uri(7) and RFC 3986 §1.1.2.
		{in: "mailto:dwheeler@dwheeler.com", want: M{To: []string{"dwheeler@dwheeler.com"}}},
		{in: "mailto:John.Doe@example.com", want: M{To: []string{"John.Doe@example.com"}}},
		// RFC 6068 §2.
		{in: "mailto:addr1@an.example,addr2@an.example", want: M{To: []string{"addr1@an.example", "addr2@an.example"}}},
		{in: "mailto:?to=addr1@an.example,addr2@an.example", want: M{Headers: []H{{"to", "addr1@an.example,addr2@an.example"}}}},
		{in: "mailto:addr1@an.example?to=addr2@an.example", want: M{To: []string{"addr1@an.example"}, Headers: []H{{"to", "addr2@an.example"}}}},
		// RFC 6068 §6.1.
		{in: "mailto:chris@example.com", want: M{To: []string{"chris@example.com"}}},
		{in: "mailto:infobot@example.com?subject=current-issue", want: M{To: []string{"infobot@example.com"}, Headers: []H{{"subject", "current-issue"}}}},
		{in: "mailto:infobot@example.com?body=send%20current-issue", want: M{To: []string{"infobot@example.com"}, Headers: []H{{"body", "send current-issue"}}}},
		{in: "mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index", want: M{To: []string{"infobot@example.com"}, Headers: []H{{"body", "send current-issue\r\nsend index"}}}},
		{in: "mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E", want: M{To: []string{"list@example.org"}, Headers: []H{{"In-Reply-To", "<3469A91.D10AF4C@example.com>"}}}},
		{in: "mailto:majordomo@example.com?body=subscribe%20bamboo-l", want: M{To: []string{"majordomo@example.com"}, Headers: []H{{"body", "subscribe bamboo-l"}}}},
		{in: "mailto:joe@example.com?cc=bob@example.com&body=hello", want: M{To: []string{"joe@example.com"}, Headers: []H{{"cc", "bob@example.com"}, {"body", "hello"}}}},
		{in: "mailto:gorby%25kremvax@example.com", want: M{To: []string{"gorby%kremvax@example.com"}}},
		{in: "mailto:unlikely%3Faddress@example.com?blat=foop", want: M{To: []string{"unlikely?address@example.com"}, Headers: []H{{"blat", "foop"}}}},
		{in: "mailto:Mike%26family@example.org", want: M{To: []string{"Mike&family@example.org"}}, out: "mailto:Mike&family@example.org"},
		// RFC 6068 §6.2.
		{in: "mailto:%22not%40me%22@example.org", want: M{To: []string{`"not@me"@example.org`}}, out: "mailto:%22not@me%22@example.org"},
		{in: "mailto:%22oh%5C%5Cno%22@example.org", want: M{To: []string{`"oh\\no"@example.org`}}},
		{in: "mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org", want: M{To: []string{`"\\\"it's\ ugly\\\""@example.org`}}},
		// RFC 6068 §6.3.
		{in: "mailto:user@example.org?subject=caf%C3%A9", want: M{To: []string{"user@example.org"}, Headers: []H{{"subject", "café"}}}},
		{in: "mailto:user@example.org?subject=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D", want: M{To: []string{"user@example.org"}, Headers: []H{{"subject", "=?utf-8?Q?caf=C3=A9?="}}}},
		{in: "mailto:user@example.org?subject=caf%C3%A9&body=caf%C3%A9", want: M{To: []string{"user@example.org"}, Headers: []H{{"subject", "café"}, {"body", "café"}}}},
		{in: "mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO", want: M{To: []string{"user@納豆.example.org"}, Headers: []H{{"subject", "Test"}, {"body", "NATTO"}}}},
		// "+" is a plus sign; an empty mailto is allowed by mailtoURI.
		{in: "mailto:a+tag@example.com?subject=1+1", want: M{To: []string{"a+tag@example.com"}, Headers: []H{{"subject", "1+1"}}}},
		{in: "mailto:", want: M{}},
		{in: "mailto:a@%5B192.0.2.1%5D", want: M{To: []string{"a@[192.0.2.1]"}}},
	})
	testRefusals(t, scheme.ParseMailto, []refusal{
		{"http://a@b", 0, "mailtoURI"},
		{"mailto://a@b", 7, "mailtoURI"},
		{"mailto:joe", 10, "addr-spec"},
		{"mailto:@example.com", 7, "local-part"},
		{"mailto:a..b@example.com", 9, "local-part"},
		{"mailto:.a@example.com", 7, "local-part"},
		{"mailto:a%20b@example.com", 8, "local-part"},
		{"mailto:joe@", 11, "domain"},
		{"mailto:joe@a..b", 13, "domain"},
		{"mailto:joe@a@b", 12, "domain"},
		{"mailto:%22abc@x", 15, "local-part"},
		{"mailto:a@b,,c@d", 11, "local-part"},
		{"mailto:a@b?subject", 18, "hfield"},
		{"mailto:a@b?", 11, "hfield"},
		{"mailto:a@b?=x", 11, "hfname"},
		{"mailto:a@b?body=a/b", 17, "hfvalue"},
		{"mailto:a@b?body=a?b", 17, "hfvalue"},
		{"mailto:a@b?body=a=b", 17, "hfvalue"},
		{"mailto:a@b?x/y=1", 12, "hfname"},
	})
}

// TestMailtoHeaderInjection checks that no header field read from a mailto
// URI can write a second one: RFC 6068 §7 warns of header fields a mail
// client should not take blindly, and RFC 5322 §2.2 keeps CR, LF and the
// other control characters out of a field body (all but HTAB), and makes a
// field name printable US-ASCII but ":" (ftext = %d33-57 / %d59-126). Only
// "body" is text, whose line breaks RFC 6068 §5 writes "%0D%0A".
func TestMailtoHeaderInjection(t *testing.T) {
	type M = scheme.Mailto
	type H = scheme.Header
	testRefusals(t, scheme.ParseMailto, []refusal{
		{"mailto:a@example.org?subject=hi%0D%0ABcc:%20victim@evil.example", 31, "hfvalue"},
		{"mailto:a@example.org?X-Evil%0D%0ABcc=victim@evil.example", 27, "hfname"},
		{"mailto:a@b?subject=%0ABcc:%20c@d", 19, "hfvalue"},
		{"mailto:a@b?subject=a%0d", 20, "hfvalue"},
		{"mailto:a@b?subject=a%00", 20, "hfvalue"},
		{"mailto:a@b?subject=a%1B", 20, "hfvalue"},
		{"mailto:a@b?subject=a%7f", 20, "hfvalue"},
		{"mailto:?to=a@b%0D%0ABcc:c@d", 14, "hfvalue"},
		{"mailto:a@b?cc=c@d&subject=x%0D%0A", 27, "hfvalue"},
		{"mailto:a@b?x%20y=1", 12, "hfname"},
		{"mailto:a@b?x%09y=1", 12, "hfname"},
		{"mailto:a@b?x:y=1", 12, "hfname"},
		{"mailto:a@b?Bcc%3A=1", 14, "hfname"},
		{"mailto:a@b?x%C3%A9=1", 12, "hfname"},
		{"mailto:a@b?x%7F=1", 12, "hfname"},
		{"mailto:a@b?x%0D/y=1", 12, "hfname"}, // the first octet at fault
		// The body takes line breaks, but no other control character.
		{"mailto:a@b?body=a%00b", 17, "hfvalue"},
		{"mailto:a@b?body=%1B%5B2J", 16, "hfvalue"},
		{"mailto:a@b?Body=%0D%0A%07", 22, "hfvalue"},
	})
	testParse(t, scheme.ParseMailto, []parseCase[M]{
		{in: "mailto:a@b?subject=a%09b", want: M{To: []string{"a@b"}, Headers: []H{{"subject", "a\tb"}}}},
		{in: "mailto:a@b?body=a%0Ab%0D%0A%09c", want: M{To: []string{"a@b"}, Headers: []H{{"body", "a\nb\r\n\tc"}}}},
		{in: "mailto:a@b?BODY=%0D%0A", want: M{To: []string{"a@b"}, Headers: []H{{"BODY", "\r\n"}}}},
		{in: "mailto:a@b?X-A.b_c~!$'()*+,;@=1", want: M{To: []string{"a@b"}, Headers: []H{{"X-A.b_c~!$'()*+,;@", "1"}}}},
		{in: "mailto:a@b?x%26%3D%22%3C%3E=1", want: M{To: []string{"a@b"}, Headers: []H{{`x&="<>`, "1"}}}},
	})
	for _, tt := range []struct {
		h      scheme.Header
		input  string
		offset int
		rule   string
	}{
		{scheme.Header{"subject", "hi\r\nBcc: victim@evil.example"}, "hi\r\nBcc: victim@evil.example", 2, "hfvalue"},
		{scheme.Header{"X-Evil\r\nBcc", "v"}, "X-Evil\r\nBcc", 6, "hfname"},
		{scheme.Header{"Bcc:", "v"}, "Bcc:", 3, "hfname"},
		{scheme.Header{"a b", "v"}, "a b", 1, "hfname"},
		{scheme.Header{"café", "v"}, "café", 3, "hfname"},
		{scheme.Header{"subject", "a\x00"}, "a\x00", 1, "hfvalue"},
		{scheme.Header{"body", "a\r\nb\x1b"}, "a\r\nb\x1b", 4, "hfvalue"},
	} {
		m := scheme.Mailto{To: []string{"a@b"}, Headers: []scheme.Header{tt.h}}
		_, err := m.URI()
		wantError(t, fmt.Sprintf("%+v.URI()", m), err, tt.input, tt.offset, tt.rule)
	}
}

func TestMailtoURI(t *testing.T) {
	// uri(7): "any % character must be rewritten as %25".
	for _, tt := range []struct {
		m    scheme.Mailto
		want string
	}{
		{scheme.Mailto{To: []string{"gorby%kremvax@example.com"}}, "mailto:gorby%25kremvax@example.com"},
		{scheme.Mailto{To: []string{`"a,b"@example.com`, "c@d"}}, "mailto:%22a%2Cb%22@example.com,c@d"},
		{scheme.Mailto{Headers: []scheme.Header{{"subject", "a&b=c/d?e f+g"}}}, "mailto:?subject=a%26b%3Dc%2Fd%3Fe%20f+g"},
	} {
		u, err := tt.m.URI()
		if err != nil || u.String() != tt.want {
			t.Errorf("%+v.URI() = %q, %v; want %q", tt.m, u, err, tt.want)
		}
	}
	_, err := scheme.Mailto{To: []string{"no-at-sign"}}.URI()
	wantError(t, "no-at-sign", err, "no-at-sign", 10, "addr-spec")
	_, err = scheme.Mailto{Headers: []scheme.Header{{"", "x"}}}.URI()
	wantError(t, "empty hfname", err, "", 0, "hfname")
}
