package template_test

import (
	"errors"
	"fmt"

	"github.com/uriref/uri"
	"github.com/uriref/uri/template"
)

func ExampleParse() {
	t, err := template.Parse("/repos{/owner,repo}/issues{?state,labels*}")
	if err != nil {
		panic(err)
	}
	s, err := t.Expand(map[string]any{
		"owner":  "uriref",
		"repo":   "uri",
		"state":  "open",
		"labels": []string{"bug", "good first issue"},
	})
	fmt.Println(s, err)

	_, err = template.Parse("/search{?q")
	var e *uri.Error
	if errors.As(err, &e) {
		fmt.Println(e.Offset, e.Rule)
	}
	// Output:
	// /repos/uriref/uri/issues?state=open&labels=bug&labels=good%20first%20issue <nil>
	// 10 expression
}

func ExampleTemplate_Expand() {
	t := template.MustParse("{+base}{/path*}{?q,page}{#section}")
	s, _ := t.Expand(map[string]any{
		"base":    "https://example.com/api",
		"path":    []string{"a b", "c"},
		"q":       "caf\u00e9",
		"page":    2,
		"section": "top",
	})
	fmt.Println(s)
	// Output:
	// https://example.com/api/a%20b/c?q=caf%C3%A9&page=2#top
}

func ExampleTemplate_Vars() {
	t := template.MustParse("/users/{id}{/path*}{?fields:10}")
	for _, v := range t.Vars() {
		fmt.Printf("%s operator=%q prefix=%d explode=%t\n", v.Name, v.Operator, v.Prefix, v.Explode)
	}
	// Output:
	// id operator='\x00' prefix=0 explode=false
	// path operator='/' prefix=0 explode=true
	// fields operator='?' prefix=10 explode=false
}

func ExampleTemplate_Match() {
	t := template.MustParse("/repos{/owner,repo}/issues{?state,labels*}")
	vals, err := t.Match("/repos/uriref/uri/issues?labels=bug&labels=ui")
	fmt.Println(vals, err)

	_, err = t.Match("/users/42")
	fmt.Println(err)

	_, err = template.MustParse("{name}.{ext}").Match("archive.tar.gz")
	fmt.Println(err)
	// Output:
	// map[labels:[bug ui] owner:uriref repo:uri] <nil>
	// template: no match
	// template: ambiguous match
}
